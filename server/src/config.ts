/**
 * Environment -> typed config, with defaults for the embedded mode. One zod schema reads every variable the server
 * knows (ENVIRONMENT below); a bad value, or a variable set without the one it needs, stops the start with one line
 * naming the variable, its value and what is expected (ConfigError). docs/configuration.md's table lists the same
 * variables (a test holds the two together).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import { DEFAULT_PATROL_SETTLE_HOURS, HEARTBEAT_INTERVAL_MS, SHED_DEFAULTS } from '../../contract/constants';
import { dataDirOf } from './boot/dataDir';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  /** Connections each instance keeps to PostgreSQL. */
  pgPoolSize: number;
  /** JWT_SECRET; else on PostgreSQL '' until the key shared in the database is read (http/signingKey.ts); else the DATA_DIR file. */
  jwtSecret: string;
  /**
   * What the chains' checkpoints are signed with (modules/integrity/checkpointKey.ts), never in the database:
   * CHECKPOINT_SECRET; else derived from JWT_SECRET; else the DATA_DIR file (made once). '' until loadConfig.
   */
  checkpointSecret: string;
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
  /** A patrol's verdict is provisional until this many hours after its plan ended. */
  patrolSettleHours: number;
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
  /** How often each hash chain's head is signed when it moved (modules/integrity/checkpoints.ts); at most an hour. */
  checkpointIntervalMs: number;
  /** When set, GET /metrics asks for `Authorization: Bearer <metricsToken>`. */
  metricsToken?: string;
  /** Load shedding (plugins/loadShedding.ts): event-loop delay (ms) and heap (bytes) past which reports wait; 0: never. */
  shedEventLoopDelayMs: number;
  shedHeapUsedBytes: number;
  /** Tests only: POST /api/v1/test/jobs/:name runs a timed job at once, as at a time the test gives (jobs/testClock.ts). */
  testClock: boolean;
}

type Env = Record<string, string | undefined>;

export const API_DOCS = ['public', 'signed-in', 'off'] as const;
export type ApiDocs = (typeof API_DOCS)[number];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** proxy-addr's names for address ranges, taken by TRUST_PROXY beside addresses and CIDR ranges. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** A configuration the server cannot start with; its message is the one line printed before exit code 1. */
export class ConfigError extends Error {}

const integer = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
const httpUrl = z.url({ protocol: /^https?$/ });
/** An http(s) address, or a path on the server's own address (tests point maps at nothing this way). */
const urlOrPath = z.string().regex(/^(https?:\/\/[^\s/]+|\/)\S*$/);
const text = z.string().min(1);
const token = z.string().regex(/^\S+$/);
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
function isProxy(entry: string) {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

interface Variable {
  schema: z.ZodType;
  /** What a good value is, as the one line on a bad one says it. */
  expected: string;
  /** Never repeated in a message (keys and passwords); an address with a password shows it masked. */
  secret?: boolean;
}

const v = <S extends z.ZodType>(schema: S, expected: string, secret = false) => ({ schema, expected, secret });

/** Every environment variable the server reads. */
export const ENVIRONMENT = {
  PORT: v(integer(1, 65535), 'an integer 1–65535'),
  HOST: v(token, 'an address or host name to listen on (0.0.0.0, 127.0.0.1, ::)'),
  DATA_DIR: v(text, 'a folder'),
  DATABASE_URL: v(z.url({ protocol: /^postgres(ql)?$/ }), 'a postgres:// or postgresql:// address'),
  PG_POOL_SIZE: v(integer(1, 1000), 'an integer 1–1000'),
  JWT_SECRET: v(text, 'a secret of at least one character', true),
  CHECKPOINT_SECRET: v(z.string().min(32), 'a secret of at least 32 characters', true),
  SYSADMIN_EMAIL: v(z.email(), 'an e-mail address'),
  SYSADMIN_PASSWORD: v(text, 'a password', true),
  DEMO: v(z.enum(['1', '0', 'true', 'false', 'TRUE', 'FALSE', 'True', 'False']), 'one of 1, 0, true, false'),
  DEMO_HISTORY_DAYS: v(integer(0, 28), 'an integer 0–28'),
  PUBLIC_URL: v(httpUrl, 'an http:// or https:// address'),
  CONSOLE_ORIGIN: v(
    z.string().transform(list).pipe(z.array(httpUrl).min(1)),
    'http:// or https:// addresses, comma-separated',
  ),
  API_DOCS: v(z.enum(API_DOCS), `one of ${API_DOCS.join(', ')}`),
  SMTP_URL: v(z.url({ protocol: /^smtps?$/ }), 'an smtp:// or smtps:// address'),
  MAIL_FROM: v(text, "a sender ('Name <address>' or an address)"),
  AUTH_RATE_LIMIT: v(integer(1, 100_000), 'an integer 1–100000'),
  TRUST_PROXY: v(
    z
      .string()
      .transform(list)
      .pipe(z.array(z.string().refine(isProxy))),
    'addresses or CIDR ranges, comma-separated (127.0.0.1,10.0.0.0/8)',
  ),
  HANDSET_RATE_LIMIT: v(integer(1, 100_000), 'an integer 1–100000'),
  LOG_LEVEL: v(z.enum(LOG_LEVELS), `one of ${LOG_LEVELS.join(', ')}`),
  TILE_URL: v(
    urlOrPath.refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part))),
    'an http(s) address or a path with {z}, {x} and {y}',
  ),
  GEOCODE_URL: v(urlOrPath, 'an http(s) address or a path'),
  SCALEFUSION_API_KEY: v(token, 'an API key', true),
  SCALEFUSION_BASE_URL: v(httpUrl, 'an http:// or https:// address'),
  TELEGRAM_BOT_TOKEN: v(z.string().regex(/^\d+:[\w-]+$/), "a bot token from @BotFather ('123456:ABC…')", true),
  TELEGRAM_API_URL: v(httpUrl, 'an http:// or https:// address'),
  SMS_API_USER: v(token, "an API token's id"),
  SMS_API_PASSWORD: v(text, "an API token's secret", true),
  SMS_API_URL: v(httpUrl, 'an http:// or https:// address'),
  PATROL_TOLERANCE_MINUTES: v(integer(0, 120), 'an integer 0–120'),
  PATROL_GRACE_MINUTES: v(integer(0, 1440), 'an integer 0–1440'),
  PATROL_SETTLE_HOURS: v(integer(0, 720), 'an integer 0–720'),
  DEVICE_OFFLINE_MINUTES: v(integer(1, 1440), 'an integer 1–1440'),
  BATTERY_LOW_PERCENT: v(integer(1, 99), 'an integer 1–99'),
  MORNING_REPORT_INTERVAL_MS: v(integer(1000, 86_400_000), 'an integer 1000–86400000 (milliseconds)'),
  CHECKPOINT_INTERVAL_MS: v(integer(1000, 3_600_000), 'an integer 1000–3600000 (milliseconds; at most an hour)'),
  ESCALATION_INTERVAL_MS: v(integer(100, 3_600_000), 'an integer 100–3600000 (milliseconds)'),
  OUTBOX_INTERVAL_MS: v(integer(10, 3_600_000), 'an integer 10–3600000 (milliseconds)'),
  LIVE_WATCH_INTERVAL_MS: v(integer(100, 3_600_000), 'an integer 100–3600000 (milliseconds)'),
  HEARTBEAT_MS: v(integer(50, 60_000), 'an integer 50–60000 (milliseconds)'),
  CONSOLE_DIR: v(text, 'a folder'),
  SHED_EVENT_LOOP_DELAY_MS: v(integer(0, 60_000), 'an integer 0–60000 (milliseconds; 0: never)'),
  SHED_HEAP_USED_MB: v(integer(0, 1_000_000), 'an integer 0–1000000 (megabytes; 0: never)'),
  METRICS_TOKEN: v(z.string().regex(/^\S{16,}$/), 'a token of at least 16 characters without spaces', true),
  TEST_CLOCK: v(z.enum(['1', '0']), 'one of 1, 0 (tests only)'),
} satisfies Record<string, Variable>;

type Name = keyof typeof ENVIRONMENT;
/** Variables that mean nothing without another: set one, set both. */
const PAIRS: [Name, Name][] = [
  ['SMS_API_USER', 'SMS_API_PASSWORD'],
  ['SYSADMIN_EMAIL', 'SYSADMIN_PASSWORD'],
];
/** Variables that only tune another, which must be set. */
const NEEDS: [Name, Name][] = [
  ['SMS_API_URL', 'SMS_API_USER'],
  ['TELEGRAM_API_URL', 'TELEGRAM_BOT_TOKEN'],
  ['SCALEFUSION_BASE_URL', 'SCALEFUSION_API_KEY'],
];

/** How a value is shown in the one line: a secret never; an address's password masked. */
function shown(name: Name, value: string | undefined) {
  if (value === undefined) return '(unset)';
  if (ENVIRONMENT[name].secret) return '(hidden)';
  return value.replace(/^([a-z]+:\/\/[^:/@]*:)[^@/]*@/i, '$1***@');
}

const line = (name: Name, value: string | undefined, expected: string) =>
  `${name}=${shown(name, value)}: expected ${expected}`;

/** The environment checked and typed: a variable set to '' counts as unset. Throws ConfigError. */
function readEnvironment(env: Env) {
  const raw: Partial<Record<Name, string>> = {};
  const values: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(ENVIRONMENT) as [Name, Variable][]) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    raw[name] = value;
    const parsed = variable.schema.safeParse(value);
    if (!parsed.success) throw new ConfigError(line(name, value, variable.expected));
    values[name] = parsed.data;
  }
  for (const [a, b] of PAIRS) {
    if (raw[a] && !raw[b]) throw new ConfigError(line(b, undefined, `${ENVIRONMENT[b].expected} when ${a} is set`));
    if (raw[b] && !raw[a]) throw new ConfigError(line(a, undefined, `${ENVIRONMENT[a].expected} when ${b} is set`));
  }
  for (const [tuning, needed] of NEEDS) {
    if (raw[tuning] && !raw[needed])
      throw new ConfigError(line(needed, undefined, `${ENVIRONMENT[needed].expected}: ${tuning} is set`));
  }
  // A switch that lets a caller run the timed jobs as at any time has no place in production.
  if (env.NODE_ENV === 'production' && raw.TEST_CLOCK === '1')
    throw new ConfigError(line('TEST_CLOCK', raw.TEST_CLOCK, 'unset when NODE_ENV=production (tests only)'));
  return values as { [K in Name]?: z.output<(typeof ENVIRONMENT)[K]['schema']> };
}

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

/**
 * The checkpoints' key: CHECKPOINT_SECRET; else derived from JWT_SECRET (a key of its own: the session key is never
 * used as it is); else a file in the data folder, made once. Never the database, which is what it guards.
 */
function checkpointSecretFrom(env: Env, dataDir: string): string {
  if (env.CHECKPOINT_SECRET) return env.CHECKPOINT_SECRET;
  if (env.JWT_SECRET) return `jwt:${env.JWT_SECRET}`;
  const file = join(dataDir, 'checkpoint-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The configuration of the environment, without touching anything (the JWT secret as given, or '' when it is
 * to be read or generated in the data folder). Throws ConfigError on a bad value.
 */
export function checkConfig(env: Env = process.env): Config {
  const e = readEnvironment(env);
  const port = e.PORT ?? 8080;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${port}`;
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir: dataDirOf(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgPoolSize: e.PG_POOL_SIZE ?? 20,
    jwtSecret: e.JWT_SECRET ?? '',
    checkpointSecret: e.CHECKPOINT_SECRET ?? '',
    sysadmin:
      e.SYSADMIN_EMAIL && e.SYSADMIN_PASSWORD ? { email: e.SYSADMIN_EMAIL, password: e.SYSADMIN_PASSWORD } : undefined,
    demo: e.DEMO === undefined ? undefined : e.DEMO === '1' || e.DEMO.toLowerCase() === 'true',
    demoHistoryDays: e.DEMO_HISTORY_DAYS ?? 7,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Patrol Console <no-reply@patrol.local>',
    logLevel: e.LOG_LEVEL ?? 'info',
    authRateLimit: e.AUTH_RATE_LIMIT ?? 10,
    trustProxy: e.TRUST_PROXY ?? [],
    handsetRateLimit: e.HANDSET_RATE_LIMIT ?? 120,
    consoleDir: resolve(e.CONSOLE_DIR ?? './dist'),
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS ?? 1000,
    tileUrl: e.TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    geocodeUrl: e.GEOCODE_URL ?? 'https://nominatim.openstreetmap.org/search',
    consoleOrigins: (e.CONSOLE_ORIGIN ?? [publicUrl]).map((url) => new URL(url).origin),
    apiDocs: e.API_DOCS ?? 'public',
    patrolToleranceMinutes: e.PATROL_TOLERANCE_MINUTES ?? 5,
    patrolGraceMinutes: e.PATROL_GRACE_MINUTES ?? 5,
    patrolSettleHours: e.PATROL_SETTLE_HOURS ?? DEFAULT_PATROL_SETTLE_HOURS,
    deviceOfflineMinutes: e.DEVICE_OFFLINE_MINUTES ?? 15,
    batteryLowPercent: e.BATTERY_LOW_PERCENT ?? 15,
    liveWatchIntervalMs: e.LIVE_WATCH_INTERVAL_MS ?? 15_000,
    morningReportIntervalMs: e.MORNING_REPORT_INTERVAL_MS ?? 5 * 60_000,
    heartbeatMs: e.HEARTBEAT_MS ?? HEARTBEAT_INTERVAL_MS,
    scaleFusion: e.SCALEFUSION_API_KEY
      ? { apiKey: e.SCALEFUSION_API_KEY, baseUrl: e.SCALEFUSION_BASE_URL ?? 'https://api.scalefusion.com' }
      : undefined,
    telegram: e.TELEGRAM_BOT_TOKEN
      ? { botToken: e.TELEGRAM_BOT_TOKEN, apiUrl: e.TELEGRAM_API_URL ?? 'https://api.telegram.org' }
      : undefined,
    sms:
      e.SMS_API_USER && e.SMS_API_PASSWORD
        ? { apiUrl: e.SMS_API_URL ?? 'https://api.bulksms.com/v1', user: e.SMS_API_USER, password: e.SMS_API_PASSWORD }
        : undefined,
    escalationIntervalMs: e.ESCALATION_INTERVAL_MS ?? 5_000,
    checkpointIntervalMs: e.CHECKPOINT_INTERVAL_MS ?? 3_600_000,
    metricsToken: e.METRICS_TOKEN,
    shedEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS ?? SHED_DEFAULTS.eventLoopDelayMs,
    shedHeapUsedBytes: (e.SHED_HEAP_USED_MB ?? defaultShedHeapMb()) * 1_048_576,
    testClock: e.TEST_CLOCK === '1',
  };
}

/** SHED_HEAP_USED_MB when unset: SHED_DEFAULTS.heapShare of the heap's limit (node's --max-old-space-size). */
const defaultShedHeapMb = () => Math.floor((getHeapStatistics().heap_size_limit * SHED_DEFAULTS.heapShare) / 1_048_576);

/** The configuration to start with: checked, and the JWT secret read from (or generated into) the data folder when not given. */
export function loadConfig(env: Env = process.env): Config {
  const config = checkConfig(env);
  return {
    ...config,
    jwtSecret: jwtSecretFrom(env, config.dataDir),
    checkpointSecret: checkpointSecretFrom(env, config.dataDir),
  };
}
