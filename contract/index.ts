export * from './constants';
export * from './entities';
export * from './geo';
export * from './messages';
export * as validation from './validation';
