/** Environment -> typed config, with defaults for the embedded mode. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HEARTBEAT_INTERVAL_MS } from '../../contract/constants';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  /** JWT_SECRET; else on PostgreSQL '' until the key shared in the database is read (http/signingKey.ts); else the DATA_DIR file. */
  jwtSecret: string;
  sysadmin?: { email: string; password: string };
  /** Load the demo dataset: undefined means 'only on a new embedded database'. */
  demo?: boolean;
  /** Shift days of handset traffic the demo data brings for its Johannesburg company (0: none). */
  demoHistoryDays: number;
  /** Where links in e-mails point (the console's address). */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Log level for pino; 'silent' in tests. */
  logLevel: string;
  /** Login and password-reset attempts per minute per address and client. */
  authRateLimit: number;
  /** Reverse proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); none by default. */
  trustProxy: string[];
  /** Handset event batches per minute per handset; beyond it a 429 with Retry-After. */
  handsetRateLimit: number;
  /** Folder of the built console; served when it exists. */
  consoleDir: string;
  outboxIntervalMs: number;
  /** Map tiles and address search, used by the console's maps ({z}/{x}/{y}; a Nominatim-style search URL). */
  tileUrl: string;
  geocodeUrl: string;
  /** Origins whose pages may open the socket (the console's own address is always one); a client sending no Origin is not a browser page and is let through. */
  consoleOrigins: string[];
  /** Who may read the API docs at /api/docs: anyone, signed-in console users only, or nobody (404). */
  apiDocs: ApiDocs;
  /** A scan within this many minutes of its estimate is on time. */
  patrolToleranceMinutes: number;
  /** A plan is closed this many minutes after its end, so late scans still count. */
  patrolGraceMinutes: number;
  deviceOfflineMinutes: number;
  batteryLowPercent: number;
  liveWatchIntervalMs: number;
  /** How often the morning job looks for reports due (each site's and area's previous shift day). */
  morningReportIntervalMs: number;
  /** How often every console gets a socket `heartbeat` (the console's 31-second watch expects 10 s). */
  heartbeatMs: number;
  /** Scale Fusion device management (battery, reboot, lock, unlock); absent: every device answers 'not registered'. */
  scaleFusion?: { apiKey: string; baseUrl: string };
  /** Telegram Bot API: the bot's token; apiUrl is the API's base address (overridden for tests and proxies). */
  telegram?: { botToken: string; apiUrl: string };
  /** SMS through BulkSMS's JSON REST API (an API token's id and secret); apiUrl overridden for tests. */
  sms?: { apiUrl: string; user: string; password: string };
  /** How often the escalation job looks for steps of unanswered alerts that are due. */
  escalationIntervalMs: number;
}

type Env = Record<string, string | undefined>;

export const API_DOCS = ['public', 'signed-in', 'off'] as const;
export type ApiDocs = (typeof API_DOCS)[number];

function apiDocsFrom(value: string | undefined): ApiDocs {
  const mode = (value || 'public') as ApiDocs;
  if (!API_DOCS.includes(mode)) throw new Error(`API_DOCS must be one of ${API_DOCS.join(', ')}; got '${value}'.`);
  return mode;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function jwtSecretFrom(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.DATABASE_URL) return '';
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The demo history's length: 0 to 28 shift days, 7 when unset. */
function historyDaysFrom(value: string | undefined): number {
  const days = Number(value || 7);
  if (!Number.isInteger(days) || days < 0 || days > 28)
    throw new Error(`DEMO_HISTORY_DAYS must be a whole number from 0 to 28; got '${value}'.`);
  return days;
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === '1' || value.toLowerCase() === 'true';
}

export function loadConfig(env: Env = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecretFrom(env, dataDir),
    sysadmin:
      env.SYSADMIN_EMAIL && env.SYSADMIN_PASSWORD
        ? { email: env.SYSADMIN_EMAIL, password: env.SYSADMIN_PASSWORD }
        : undefined,
    demo: flag(env.DEMO),
    demoHistoryDays: historyDaysFrom(env.DEMO_HISTORY_DAYS),
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Patrol Console <no-reply@patrol.local>',
    logLevel: env.LOG_LEVEL ?? 'info',
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    handsetRateLimit: Number(env.HANDSET_RATE_LIMIT ?? 120),
    consoleDir: resolve(env.CONSOLE_DIR ?? './dist'),
    outboxIntervalMs: Number(env.OUTBOX_INTERVAL_MS ?? 1000),
    tileUrl: env.TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    geocodeUrl: env.GEOCODE_URL ?? 'https://nominatim.openstreetmap.org/search',
    consoleOrigins: list(env.CONSOLE_ORIGIN ?? publicUrl).map((url) => new URL(url).origin),
    apiDocs: apiDocsFrom(env.API_DOCS),
    patrolToleranceMinutes: Number(env.PATROL_TOLERANCE_MINUTES ?? 5),
    patrolGraceMinutes: Number(env.PATROL_GRACE_MINUTES ?? 5),
    deviceOfflineMinutes: Number(env.DEVICE_OFFLINE_MINUTES ?? 15),
    batteryLowPercent: Number(env.BATTERY_LOW_PERCENT ?? 15),
    liveWatchIntervalMs: Number(env.LIVE_WATCH_INTERVAL_MS ?? 15_000),
    morningReportIntervalMs: Number(env.MORNING_REPORT_INTERVAL_MS ?? 5 * 60_000),
    heartbeatMs: Number(env.HEARTBEAT_MS ?? HEARTBEAT_INTERVAL_MS),
    scaleFusion: env.SCALEFUSION_API_KEY
      ? { apiKey: env.SCALEFUSION_API_KEY, baseUrl: env.SCALEFUSION_BASE_URL || 'https://api.scalefusion.com' }
      : undefined,
    telegram: env.TELEGRAM_BOT_TOKEN
      ? { botToken: env.TELEGRAM_BOT_TOKEN, apiUrl: env.TELEGRAM_API_URL || 'https://api.telegram.org' }
      : undefined,
    sms:
      env.SMS_API_USER && env.SMS_API_PASSWORD
        ? {
            apiUrl: env.SMS_API_URL || 'https://api.bulksms.com/v1',
            user: env.SMS_API_USER,
            password: env.SMS_API_PASSWORD,
          }
        : undefined,
    escalationIntervalMs: Number(env.ESCALATION_INTERVAL_MS ?? 5_000),
  };
}
