export * from './common';
export * from './dates';
export * from './devices';
export * from './people';
export * from './routes';
export * from './schedules';
export * from './scheduleWindows';
export * from './sites';
