import { WEEK } from '../../../contract/scheduleText';
import { windowOn } from '../../../contract/validation';

export { WEEK };

type Values = Record<string, unknown>;
type Time = string | null;

export type ScheduleWire = Values & { startTimeDay: Time; endTimeDay: Time; startTimeNight: Time; endTimeNight: Time };

const time = (value: unknown): Time => (typeof value === 'string' && value !== '' ? value : null);

/** The form's window switches, on when the saved window is (a window with equal start and end is off). */
export const windowSwitches = (record?: Values) => ({
  dayEnabled: record?.id ? windowOn(time(record.startTimeDay), time(record.endTimeDay)) : true,
  nightEnabled: record?.id ? windowOn(time(record.startTimeNight), time(record.endTimeNight)) : false,
});

/** The form's values for the wire: a window switched off travels as null times. Times are already UTC. */
export function scheduleWire(values: Values): ScheduleWire {
  const { dayEnabled, nightEnabled, ...rest } = values;
  return {
    ...rest,
    startTimeDay: dayEnabled ? time(rest.startTimeDay) : null,
    endTimeDay: dayEnabled ? time(rest.endTimeDay) : null,
    startTimeNight: nightEnabled ? time(rest.startTimeNight) : null,
    endTimeNight: nightEnabled ? time(rest.endTimeNight) : null,
  };
}
