/** Business constants shared by the console and the server (spec part 1 §9, part 2 §9). */

export const ROLES = ['SYS_ADMIN', 'ADMIN', 'CONTROLLER', 'default'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that may use the console; 'default' (security guard) is handset-only. */
export const CONSOLE_ROLES = ['SYS_ADMIN', 'ADMIN', 'CONTROLLER'] as const satisfies readonly Role[];
/** Roles that may change management data. */
export const WRITE_ROLES = ['SYS_ADMIN', 'ADMIN'] as const satisfies readonly Role[];
/** Chats (and alerts) are the admin's and the controller's (spec part 1 §2, part 2 §2): never a sys-admin's. */
export const CHAT_ROLES = ['ADMIN', 'CONTROLLER'] as const satisfies readonly Role[];

export const SNACKBAR_MS = 5000;
export const HEARTBEAT_INTERVAL_MS = 10_000;
/**
 * A console with an alert's dialog open says so again this often; the others forget a word older than
 * HANDLING_TTL_MS (a console that vanished without closing).
 */
export const HANDLING_REPEAT_MS = 30_000;
export const HANDLING_TTL_MS = 75_000;
export const HEARTBEAT_TIMEOUT_MS = 31_000;
/**
 * An operator's answer to an alert that has had no reply from the server by then fails, said in its dialog
 * ('Not sent'), well within the 10 s an operator waits; it is never queued to go out later.
 */
export const ANSWER_TIMEOUT_MS = 8_000;
export const PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 25, 100];

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
export const RESET_CODE_LIFETIME_SECONDS = 60 * 60;
/**
 * Failed sign-ins, counted in a window of `windowSeconds`:
 * - `max` to one account from one client address lock that account for that address only (the owner
 *   elsewhere still signs in; a completed password reset lifts the lock);
 * - `accountSlowAfter` to one account from all addresses together slow every further attempt on it by
 *   `slowDownSeconds` (never refused, so no stranger can lock a control room out);
 * - `perAddress` from one client address across all accounts lock that address (password spraying).
 */
export const SIGN_IN_FAILURES = {
  max: 10,
  windowSeconds: 15 * 60,
  accountSlowAfter: 100,
  slowDownSeconds: 1,
  perAddress: 30,
} as const;
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Dates and times a client may send (a day, epoch seconds): from 2000-01-01 to 2099-12-31 UTC.
 * Anything else is a typo or a reset clock, answered 400 before it reaches the database.
 */
export const DATE_RANGE = { from: '2000-01-01', to: '2099-12-31' } as const;
export const EPOCH_SECONDS_RANGE = {
  min: Date.parse(`${DATE_RANGE.from}T00:00:00Z`) / 1000,
  max: Date.parse(`${DATE_RANGE.to}T23:59:59Z`) / 1000,
} as const;

export const QR_CODE = { digits: 16, width: 150, level: 'M' } as const;
export const DIALOG_WIDTH = { alertDetails: 600, confirm: 450, forgotPassword: { width: 350, height: 230 } } as const;

export const LIMITS = {
  company: {
    name: { min: 3, max: 128 },
    address: { min: 10, max: 1024 },
    contactPerson: { min: 3, max: 256 },
    contactNumber: { min: 9, max: 11 },
    contactEmail: { max: 300 },
  },
  employee: {
    name: { min: 3, max: 128 },
    surname: { min: 3, max: 128 },
    contactNumber: { min: 9, max: 11 },
    emailAddress: { min: 5, max: 300 },
    password: { min: 8, max: 128 },
  },
  device: {
    deviceName: { min: 1, max: 29 },
    contactNumber: { min: 9, max: 13 },
  },
  area: {
    name: { max: 30 },
    contactPerson: { max: 256 },
    contactNumber: { min: 9, max: 13 },
    contactEmail: { max: 300 },
  },
} as const;

/** Header that carries the session token, both ways. */
export const TOKEN_HEADER = 'x-access-token';

/** Site contact numbers must start with one of these (South Africa, Namibia, Botswana, Eswatini, Ghana). */
export const CONTACT_NUMBER_PREFIXES = ['27', '+27', '264', '+264', '267', '+267', '268', '+268', '233', '+233'];
export const CONTACT_FLAG_TOPICS = [
  'Reports',
  'Panics',
  'PleaseCalls',
  'FailedPatrols',
  'BatteryLow',
  'Boundry',
] as const;
export const CONTACT_FLAG_CHANNELS = ['Email', 'Telegram', 'Phone'] as const;
export type ContactFlag =
  `shouldReceive${(typeof CONTACT_FLAG_TOPICS)[number]}${(typeof CONTACT_FLAG_CHANNELS)[number]}`;
export const CONTACT_FLAGS = CONTACT_FLAG_TOPICS.flatMap((topic) =>
  CONTACT_FLAG_CHANNELS.map((channel) => `shouldReceive${topic}${channel}` as ContactFlag),
);

/** Earth radius for distances (m). */
export const EARTH_RADIUS_M = 6_371_000;
export const MAP = {
  defaultCenter: { latitude: -26.18, longitude: 28.11 },
  siteZoom: 16,
  deviceZoom: 16,
  /** Tag, route editor (route tags) and tracking maps open at 18 (spec part 2 §9). */
  tagZoom: 18,
  trackingZoom: 18,
  maxZoom: 18,
} as const;

/** A company's time zone until it chooses another (contract/timeZone.ts). */
export const DEFAULT_TIME_ZONE = 'Africa/Johannesburg';
/** A shift day starts at 06:00 on the company's clock (spec part 1 §9). */
export const SHIFT_START_HOUR = 6;
/** South African Standard Time: UTC+02:00, no daylight saving. */
export const SAST_OFFSET_SECONDS = 2 * 3_600;
/** Schedules are set up in South African time and stored in UTC. */
export const SCHEDULE_OFFSET_MINUTES = SAST_OFFSET_SECONDS / 60;
/** The windows in South African minutes of the day: day 06:00–17:59; night (reading A) 18:00–05:59. */
export const DAY_WINDOW = { from: 6 * 60, to: 17 * 60 + 59 } as const;
export const NIGHT_WINDOW = { from: 18 * 60, to: 5 * 60 + 59 } as const;
/** Plans are generated this far ahead. */
export const PLAN_HORIZON_HOURS = 48;
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The handset API's header naming the app instance (contract/handset.ts). */
export const APP_INSTANCE_HEADER = 'x-app-instance-id';
/** The most events one handset batch holds. */
export const MAX_BATCH = 500;

/** A patrol's verdict is provisional this many hours after its plan ended (PATROL_SETTLE_HOURS): late scans revise it. */
export const DEFAULT_PATROL_SETTLE_HOURS = 12;

/**
 * Load shedding (server/src/plugins/loadShedding.ts): the mean event-loop delay over a second past which reports and
 * histories are put off (SHED_EVENT_LOOP_DELAY_MS), the share of the heap's limit past which they are
 * (SHED_HEAP_USED_MB defaults to it), and how long a put-off call is told to wait.
 */
export const SHED_DEFAULTS = { eventLoopDelayMs: 200, heapShare: 0.9, retryAfterSeconds: 10 } as const;

/** How often the portal's Today reads GET /api/v1/portal/sites again while the page is in sight. */
export const PORTAL_TODAY_REFRESH_MS = 30_000;
/** How often the handset asks GET /api/v1/handset/alerts while an alert of its own is open. */
export const HANDSET_ALERTS_POLL_MS = 5_000;
/** A site's welfare check: ask every N minutes (null: off), answered within M minutes (default 5). */
export const WELFARE_CHECK_MINUTES = { min: 5, max: 240 } as const;
export const WELFARE_ANSWER_MINUTES = { min: 1, max: 30, default: 5 } as const;
