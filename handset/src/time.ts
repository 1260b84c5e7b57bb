/** How the handset writes a time: on its company's clock (the zone the sign-in brought), HH:mm:ss, 24-hour. */
import { wallText, zoneOrDefault } from '../../contract/timeZone';
import { loadSession } from './session';

/** The time of day of a moment (milliseconds) on the company's clock. */
export const timeOfDay = (ms: number, zone = zoneOrDefault(loadSession().timeZone)): string =>
  wallText(ms / 1000, zone).slice(11, 19);

/** HH:mm of a moment (milliseconds) on the company's clock. */
export const hourMinute = (ms: number, zone = zoneOrDefault(loadSession().timeZone)): string =>
  wallText(ms / 1000, zone).slice(11, 16);

/** Day first, then the time: 'DD/MM HH:mm' on the company's clock (a chat line's time). */
export function dayTime(ms: number, zone = zoneOrDefault(loadSession().timeZone)): string {
  const wall = wallText(ms / 1000, zone);
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)} ${wall.slice(11, 16)}`;
}
