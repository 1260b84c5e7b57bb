/**
 * The OpenAPI description of each CSV: its columns in order, each with what it holds. The headers are the
 * contract's (`MESSAGES.report.csv.columns`); the notes here are keyed alike, so the two cannot drift apart.
 */
import { MESSAGES } from '../../../../../contract/messages';

const C = MESSAGES.report.csv.columns;
type Notes = { [F in keyof typeof C]: Record<keyof (typeof C)[F], string> };

const TIME = 'South African time, YYYY-MM-DD HH:mm';

export const COLUMN_NOTES: Notes = {
  devicesCsv: {
    name: 'the device name',
    serialNumber: 'its serial number',
    contactNumber: 'its contact number',
    battery: 'the battery level it last reported, 0–100',
    lastSeen: `its last contact (${TIME})`,
    offlineSince: 'when it was reported offline; empty while it is online',
  },
  tagsCsv: {
    name: 'the tag name',
    serialNumber: 'its serial number',
    latitude: 'its place, 5 decimals',
    longitude: 'as Latitude',
    panicTag: 'Yes for a panic tag, else No',
  },
  routesCsv: {
    route: 'the route name',
    durationMinutes: 'the time a patrol of it takes',
    tags: "its tags' names in walk order, ' > ' between them",
  },
  schedulesCsv: {
    route: "the schedule's route",
    repeatMinutes: 'minutes between two patrols',
    days: 'the ticked days, Monday first',
    dayWindow: "the day window in South African time ('08:00–17:00'), or Off",
    nightWindow: 'the night window likewise (it may end the next morning)',
    randomStart: 'Yes when each patrol starts at a random tag',
  },
  panicAlertCsv: {
    time: `when it was raised (${TIME})`,
    site: "the site's name",
    device: 'the handset',
    guard: 'the guard signed in on it',
    latitude: 'where it was raised, 5 decimals (empty when the handset sent no position)',
    longitude: 'as Latitude',
    answeredAt: 'when it was answered (empty while unanswered)',
    answeredBy: 'who answered',
    response: 'what they wrote',
    minutesToAnswer: 'from the alert to its answer, one decimal',
  },
  routeTagScanCsv: {
    time: `when the tag was scanned (${TIME})`,
    tag: "the tag's name (for an unknown tag, the serial scanned)",
    route: 'the route of the patrol the scan counted for (empty when none)',
    result:
      "On time, Early by N minutes or Late by N minutes against the plan's estimate; Not on a patrol; Unknown tag",
    device: 'the handset',
    guard: 'the guard signed in on it',
  },
  attendanceCsv: {
    guard: "the guard's name and surname",
    role: 'their role (Security Guard for a guard)',
    clockIn: `the clock-in (${TIME}); empty for a clock-out with no clock-in before it`,
    clockInPlace: "'outside the site by N m' (beyond the boundary and its 50 m margin), 'no position', or empty",
    clockOut: "the clock-out paired with it (the same guard's next within 16 hours); empty when none was found",
    clockOutPlace: 'the same for the clock-out',
    hours: 'hours between the two, two decimals',
  },
  routeTakenCsv: {
    route: 'the route',
    plannedStart: `when the plan starts (${TIME})`,
    plannedEnd: 'when its window ends',
    started: 'the first scan of the patrol (empty when nobody walked it)',
    status: 'In progress, Complete (every tag), Incomplete (some) or Failed (none)',
    tagsScanned: 'distinct tags of the plan scanned',
    tagsExpected: "the plan's tags",
    device: 'the handset that walked it (empty when nobody did)',
  },
  deviceStatusCsv: {
    time: `when it happened (${TIME})`,
    device: 'the handset',
    event: "Status (the handset's battery report), Battery low or Offline",
    battery: 'the battery level (empty for Offline)',
    charging: 'Yes or No (Battery low: No, it is raised only when not charging; empty for Offline)',
  },
  incidentCsv: {
    time: `when the guard filed it on the handset (${TIME})`,
    site: "the site's name",
    guard: 'the guard signed in on the handset',
    category: 'the category (as the control room may have corrected it)',
    severity: 'Low, Medium or High',
    status: 'New, or Approved once approved for the client',
    text: "the text as it stands: the control room's correction when there is one (the guard's own is in the audit log)",
    approvedBy: 'who approved it for the client (empty while New)',
    approvedAt: 'when',
    photos: 'how many photos it carries',
  },
};

function list<F extends keyof typeof C>(csv: F): string {
  const headers = C[csv] as Record<string, string>;
  const notes = COLUMN_NOTES[csv] as Record<string, string>;
  return Object.keys(headers)
    .map((key) => `  - ${headers[key]}: ${notes[key]}`)
    .join('\n');
}

/** Markdown: each named CSV with its columns; `alike` names a CSV with the columns of another. */
export const columnsDoc = (csvs: readonly (keyof typeof C)[], alike: Record<string, keyof typeof C> = {}) =>
  [
    ...csvs.map((csv) => `- **${csv}**:\n${list(csv)}`),
    ...Object.entries(alike).map(([csv, like]) => `- **${csv}**: the columns of ${like}`),
  ].join('\n');
