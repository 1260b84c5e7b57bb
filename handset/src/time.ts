/** How the handset writes a time: on its company's clock (the zone the sign-in brought), HH:mm:ss, 24-hour. */
import { wallText, zoneOrDefault } from '../../contract/timeZone';
import { loadSession } from './session';

/** The time of day of a moment (milliseconds) on the company's clock. */
export const timeOfDay = (ms: number, zone = zoneOrDefault(loadSession().timeZone)): string =>
  wallText(ms / 1000, zone).slice(11, 19);
