/**
 * A company's time zone (an IANA name, Africa/Johannesburg by default): every time the console, the handset app, the
 * CSVs, the PDFs and the messages write is the company's wall-clock time, whatever the zone of the computer that
 * writes it. Epoch seconds on the wire; a calendar day is named by the epoch seconds of its 00:00 UTC (as the date
 * pickers send it), and its moments are found in the company's zone.
 */
import { DEFAULT_TIME_ZONE } from './constants';

export { DEFAULT_TIME_ZONE };

const DAY_SECONDS = 86_400;
const HOUR_SECONDS = 3_600;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as 'Europe/London', or 'UTC'). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.trim() === '' || name !== name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone names to choose from (IANA), as this runtime knows them; UTC among them. */
export function timeZoneNames(): string[] {
  const names = Intl.supportedValuesOf('timeZone');
  return names.includes('UTC') ? names : [...names, 'UTC'];
}

/** The zone to write in: the company's when it is a known zone, else the default. */
export const zoneOrDefault = (zone: string | null | undefined): string =>
  zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;

/** Offsets by zone and hour: a zone changes its offset on a whole hour (or half hour, still inside one). */
const offsets = new Map<string, number>();

/** The zone's offset from UTC at that moment, in seconds (east positive: Johannesburg +7200). */
export function zoneOffsetSeconds(epochSeconds: number, zone: string): number {
  const key = `${zone}|${Math.floor(epochSeconds / 1_800)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const at = Math.floor(epochSeconds / 1_800) * 1_800;
  const part = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(new Date(at * 1000))
      .map(({ type, value }) => [type, Number(value)]),
  );
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) / 1000;
  const offset = wall - at;
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The wall-clock time in the zone as 'YYYY-MM-DDTHH:mm:ss'. */
export const wallText = (epochSeconds: number, zone: string): string =>
  new Date((Math.floor(epochSeconds) + zoneOffsetSeconds(epochSeconds, zone)) * 1000).toISOString().slice(0, 19);

/** The wall clock in the zone, as a Date whose UTC fields are the zone's (read it with getUTC…). */
export const wallDate = (epochSeconds: number, zone: string): Date =>
  new Date((Math.floor(epochSeconds) + zoneOffsetSeconds(epochSeconds, zone)) * 1000);

/** The calendar day in the zone holding the moment, named by the epoch seconds of that date's 00:00 UTC. */
export const zonedDay = (epochSeconds: number, zone: string): number =>
  Math.floor((epochSeconds + zoneOffsetSeconds(epochSeconds, zone)) / DAY_SECONDS) * DAY_SECONDS;

/**
 * The moment the zone's clock reads `seconds` after midnight on a date (the date's 00:00 UTC in epoch seconds). A
 * time a spring-forward skips is read with the offset before the change (02:30 becomes 03:30); a time an autumn
 * change repeats is the first of the two.
 */
export function zonedEpoch(date: number, seconds: number, zone: string): number {
  const wall = Math.floor(date / DAY_SECONDS) * DAY_SECONDS + seconds;
  const before = zoneOffsetSeconds(wall - 12 * HOUR_SECONDS, zone);
  const after = zoneOffsetSeconds(wall + 12 * HOUR_SECONDS, zone);
  for (const offset of [before, after]) if (zoneOffsetSeconds(wall - offset, zone) === offset) return wall - offset;
  return wall - before;
}

/** The moment of a wall-clock 'YYYY-MM-DDTHH:mm' in the zone, or undefined when the text is no such time. */
export function epochOfWall(text: string, zone: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 1000;
  if (!Number.isFinite(date)) return undefined;
  return zonedEpoch(date, Number(match[4]) * HOUR_SECONDS + Number(match[5]) * 60, zone);
}

/** The zone's offset at a moment as written beside a time: +02:00, -05:00, +05:30. */
export function offsetText(epochSeconds: number, zone: string): string {
  const minutes = Math.round(zoneOffsetSeconds(epochSeconds, zone) / 60);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
