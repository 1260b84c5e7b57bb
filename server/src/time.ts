/**
 * Time on the server: the console and the handsets speak epoch seconds, the database dates; South African
 * Standard Time is UTC+02:00 all year.
 */
export { SAST_OFFSET_SECONDS } from '../../contract/constants';

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
export const epochSecondsOrNull = (date: Date | null) => (date ? epochSeconds(date) : null);
export const nowSeconds = () => epochSeconds(new Date());
/** The date at `seconds` since the epoch. */
export const dateAt = (seconds: number) => new Date(seconds * 1000);
