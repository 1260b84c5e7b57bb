/**
 * The whole data model (spec parts 1 and 2). Every tenant-owned row reaches a company,
 * directly or through its site. Times are timestamptz; the wire speaks epoch seconds.
 */

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '../../../contract/constants';
import { DEFAULT_SLA_THRESHOLD } from '../../../contract/dashboard';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();
const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
/** Bytes: a Buffer both ways (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
const flag = (name: string) => boolean(name).notNull().default(false);
const siteRef = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  contactPerson: text('contact_person').notNull(),
  contactNumber: text('contact_number').notNull(),
  contactEmail: text('contact_email').notNull(),
  /** A site passes the SLA when more than this percentage of its expected tags were scanned (the dashboard). */
  slaThreshold: doublePrecision('sla_threshold').notNull().default(DEFAULT_SLA_THRESHOLD),
  /** The escalation ladders for unanswered panics and please-call-mes (null: the default ladder; []: none). */
  panicEscalation: jsonb('panic_escalation'),
  pleaseCallEscalation: jsonb('please_call_escalation'),
  /** Its admins sign in with a second factor: one without is led to enrol after the password (docs/security.md). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** The IANA time zone every time of the company is written and every day of it is counted in. */
  timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
  /** The colour its clients' portal is drawn in (#rrggbb); null: the portal's own. */
  portalColour: text('portal_colour'),
  createdAt: createdAt(),
});

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactNumber: text('contact_number').notNull(),
    shouldReceiveReports: boolean('should_receive_reports').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('areas_company_idx').on(t.companyId)],
);

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    division: text('division'),
    branch: text('branch'),
    poligonPoints: text('poligon_points'),
    polygonType: text('polygon_type'),
    shapes: text('shapes'),
    points: text('points'),
    radius: doublePrecision('radius'),
    /** Ask an on-duty guard 'Are you OK?' every this many minutes; null: no welfare checks. */
    welfareCheckMinutes: integer('welfare_check_minutes'),
    /** Minutes he has to answer before a welfareCheckMissed alert. */
    welfareAnswerMinutes: integer('welfare_answer_minutes').notNull().default(5),
    createdAt: createdAt(),
  },
  (t) => [index('sites_company_idx').on(t.companyId)],
);

export const siteContacts = pgTable('site_contacts', {
  id: serial('id').primaryKey(),
  siteId: siteRef(),
  name: text('name').notNull(),
  contactNumber: text('contact_number').notNull(),
  emailAddress: text('email_address'),
  telegramChatId: text('telegram_chat_id'),
  /** When the contact bound its Telegram chat through the bot's one-time link (null: not linked). */
  telegramLinkedAt: at('telegram_linked_at'),
  shouldReceiveReportsEmail: flag('should_receive_reports_email'),
  shouldReceiveReportsTelegram: flag('should_receive_reports_telegram'),
  shouldReceiveReportsPhone: flag('should_receive_reports_phone'),
  shouldReceivePanicsEmail: flag('should_receive_panics_email'),
  shouldReceivePanicsTelegram: flag('should_receive_panics_telegram'),
  shouldReceivePanicsPhone: flag('should_receive_panics_phone'),
  shouldReceivePleaseCallsEmail: flag('should_receive_please_calls_email'),
  shouldReceivePleaseCallsTelegram: flag('should_receive_please_calls_telegram'),
  shouldReceivePleaseCallsPhone: flag('should_receive_please_calls_phone'),
  shouldReceiveFailedPatrolsEmail: flag('should_receive_failed_patrols_email'),
  shouldReceiveFailedPatrolsTelegram: flag('should_receive_failed_patrols_telegram'),
  shouldReceiveFailedPatrolsPhone: flag('should_receive_failed_patrols_phone'),
  shouldReceiveBatteryLowEmail: flag('should_receive_battery_low_email'),
  shouldReceiveBatteryLowTelegram: flag('should_receive_battery_low_telegram'),
  shouldReceiveBatteryLowPhone: flag('should_receive_battery_low_phone'),
  shouldReceiveBoundryEmail: flag('should_receive_boundry_email'),
  shouldReceiveBoundryTelegram: flag('should_receive_boundry_telegram'),
  shouldReceiveBoundryPhone: flag('should_receive_boundry_phone'),
});

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    companyId: companyRef(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    contactNumber: text('contact_number').notNull(),
    emailAddress: text('email_address').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Raised by a password reset, a removal, a role change and a sign-out: older session tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Two-factor sign-in (TOTP) is on: sign-in asks for a code of `twoFactorSecret` or a recovery code. */
    twoFactor: boolean('two_factor').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    /** A secret being enrolled, until a code of it confirms it. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** SHA-256 hashes of the unused recovery codes (each works once). */
    twoFactorRecovery: text('two_factor_recovery').array(),
    /** The time step of the last code accepted: a code is used once. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('employees_email_unique').on(sql`lower(${t.emailAddress})`),
    uniqueIndex('employees_user_id_unique').on(t.userId),
    index('employees_company_idx').on(t.companyId),
  ],
);

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    siteId: siteRef(),
    deviceName: text('device_name').notNull(),
    serialNumber: text('serial_number').notNull(),
    appInstanceId: text('app_instance_id'),
    contactNumber: text('contact_number').notNull(),
    batteryStatus: smallint('battery_status'),
    isCharging: boolean('is_charging'),
    lastSeenAt: at('last_seen_at'),
    offlineSince: at('offline_since'),
    /** Since when the handset has been outside its site's boundary (null: inside). */
    outsideSince: at('outside_since'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('devices_app_instance_unique').on(t.appInstanceId),
    /** A serial belongs to one device in the whole database, whatever its letters' case and spaces. */
    uniqueIndex('devices_serial_unique').on(sql`upper(regexp_replace(${t.serialNumber}, '\\s', '', 'g'))`),
    index('devices_site_idx').on(t.siteId),
  ],
);

/** What a handset reported when it was installed, read back by the console's Auto Fill. */
export const deviceInstallInfo = pgTable('device_install_info', {
  appInstanceId: text('app_instance_id').primaryKey(),
  /** The company of the guard whose handset reported it (null only for reports made before it was recorded). */
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  serialNumber: text('serial_number').notNull(),
  reportedAt: createdAt(),
});

/** One-use codes that make a phone one of a site's devices (contract/activation.ts); only the code's SHA-256 is kept. */
export const deviceActivationCodes = pgTable(
  'device_activation_codes',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('device_activation_codes_hash_unique').on(t.codeHash),
    index('device_activation_codes_device_idx').on(t.deviceId),
  ],
);

export const routeTags = pgTable(
  'route_tags',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    serialNumber: text('serial_number').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isPanic: boolean('is_panic').notNull().default(false),
    /** False for a serial scanned at the site that nobody has named yet (offered when adding a tag). */
    allocated: boolean('allocated').notNull().default(true),
    createdAt: createdAt(),
    /** Set when the tag is removed: it leaves every list and route, past plans and scans keep it for history. */
    removedAt: at('removed_at'),
  },
  // A removed tag's serial may be added again as a new tag.
  (t) => [uniqueIndex('route_tags_site_serial_unique').on(t.siteId, t.serialNumber).where(sql`${t.removedAt} is null`)],
);

export const routes = pgTable('routes', {
  id: serial('id').primaryKey(),
  siteId: siteRef(),
  name: text('name').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  createdAt: createdAt(),
  /** Set when the route is removed: it leaves every list and call, its past plans and patrols stay for history. */
  removedAt: at('removed_at'),
});

export const tagToRoutes = pgTable(
  'tag_to_routes',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => routeTags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [index('tag_to_routes_route_idx').on(t.routeId)],
);

export const schedules = pgTable('schedules', {
  id: serial('id').primaryKey(),
  siteId: siteRef(),
  routeId: integer('route_id')
    .notNull()
    .references(() => routes.id, { onDelete: 'cascade' }),
  repeatMinutes: integer('repeat_minutes').notNull(),
  monday: boolean('monday').notNull().default(false),
  tuesday: boolean('tuesday').notNull().default(false),
  wednesday: boolean('wednesday').notNull().default(false),
  thursday: boolean('thursday').notNull().default(false),
  friday: boolean('friday').notNull().default(false),
  saturday: boolean('saturday').notNull().default(false),
  sunday: boolean('sunday').notNull().default(false),
  randomizeStart: boolean('randomize_start').notNull().default(false),
  /** Window times held in UTC, as the spec says. */
  startTimeDay: time('start_time_day'),
  endTimeDay: time('end_time_day'),
  startTimeNight: time('start_time_night'),
  endTimeNight: time('end_time_night'),
  createdAt: createdAt(),
  /** Set when the schedule (or its route) is removed: it plans no more, its past plans and patrols stay for history. */
  removedAt: at('removed_at'),
});

export const schedulePlans = pgTable(
  'schedule_plans',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    siteId: siteRef(),
    startPositionTagId: integer('start_position_tag_id').references(() => routeTags.id, { onDelete: 'set null' }),
    randomizeStart: boolean('randomize_start').notNull().default(false),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('schedule_plans_schedule_start_unique').on(t.scheduleId, t.startTime),
    index('schedule_plans_site_time_idx').on(t.siteId, t.startTime),
    index('schedule_plans_end_idx').on(t.endTime),
    // The open plans that have started (the live watch's tags overdue).
    index('schedule_plans_open_idx').on(t.startTime).where(sql`${t.closedAt} is null`),
  ],
);

export const schedulePlanTags = pgTable(
  'schedule_plan_tags',
  {
    id: serial('id').primaryKey(),
    schedulePlanId: integer('schedule_plan_id')
      .notNull()
      .references(() => schedulePlans.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => routeTags.id, { onDelete: 'cascade' }),
    tagToRouteId: integer('tag_to_route_id').references(() => tagToRoutes.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    estimatedScanAt: at('estimated_scan_at').notNull(),
  },
  (t) => [index('schedule_plan_tags_plan_idx').on(t.schedulePlanId)],
);

/** A patrol: one device walking one plan (the spec's routeTaken). */
export const routeTakens = pgTable(
  'route_takens',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    siteId: siteRef(),
    routeId: integer('route_id').references(() => routes.id, { onDelete: 'set null' }),
    schedulePlanId: integer('schedule_plan_id').references(() => schedulePlans.id, { onDelete: 'set null' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    startPositionTagId: integer('start_position_tag_id'),
    status: text('status').notNull().default('inProgress'),
    startedAt: at('started_at').notNull(),
    completedEventGuid: uuid('completed_event_guid'),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('route_takens_company_idx').on(t.companyId, t.completedAt),
    uniqueIndex('route_takens_plan_unique').on(t.schedulePlanId),
  ],
);

/** Every live event of every type (panic, nfcTagScan, patrolScanAlert, pleaseCallMe, deviceOffline, …). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    eventGuid: uuid('event_guid').notNull(),
    type: text('type').notNull(),
    companyId: companyRef(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    routeTakenId: integer('route_taken_id').references(() => routeTakens.id, { onDelete: 'set null' }),
    sentAt: at('sent_at').notNull(),
    receivedAt: createdAt(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    payload: jsonb('payload').notNull().default({}),
    /** The event's hash chain (migration 0016's trigger sets these as it is stored): one chain per company and device. */
    chainDeviceId: integer('chain_device_id'),
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    chainPrev: text('chain_prev'),
    chainHash: text('chain_hash'),
  },
  (t) => [
    uniqueIndex('events_guid_unique').on(t.eventGuid),
    uniqueIndex('events_chain_unique').on(t.companyId, t.chainDeviceId, t.chainSeq),
    // A company's alerts of a period: live types only, so the index skips the bulk of locations and statuses; it
    // holds what the alert history filters, counts and pages by, so those are read from the index alone.
    index('events_alerts_idx')
      .on(t.companyId, t.sentAt, t.id, t.type, t.siteId, t.eventGuid)
      .where(sql`${t.type} not in ('deviceLocation', 'deviceStatus')`),
    index('events_company_id_idx').on(t.companyId, t.id),
    // A device's recent events of a type (a boundary exit in the last half hour).
    index('events_device_type_time_idx').on(t.deviceId, t.type, t.sentAt),
    // A patrol's scans, counted when it ends.
    index('events_route_taken_idx').on(t.routeTakenId, t.type).where(sql`${t.routeTakenId} is not null`),
    // The tag overdue alerts not cleared yet (a closed plan clears them).
    index('events_welfare_ok_idx').on(t.employeeId, t.sentAt).where(sql`${t.type} = 'welfareOk'`),
    index('events_overdue_open_idx').on(t.id).where(sql`${t.type} = 'tagOverdue' and not (${t.payload} ? 'clearedAt')`),
  ],
);

export const alertResponses = pgTable(
  'alert_responses',
  {
    id: serial('id').primaryKey(),
    eventGuid: uuid('event_guid').notNull().defaultRandom(),
    companyId: companyRef(),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    respondedToGuid: uuid('responded_to_guid').notNull(),
    respondedToType: text('responded_to_type').notNull(),
    topic: text('topic').notNull(),
    respondedAt: at('responded_at').notNull(),
    // The alert's own time and site, and how long the answer took (seconds, never below 0), copied when the answer is
    // stored: the alert history counts and sorts the answers of a period without reading the alerts.
    alertSentAt: at('alert_sent_at'),
    alertSiteId: integer('alert_site_id'),
    responseSeconds: integer('response_seconds'),
  },
  (t) => [
    uniqueIndex('alert_responses_to_unique').on(t.respondedToGuid),
    index('alert_responses_history_idx').on(t.companyId, t.alertSentAt, t.respondedToType, t.alertSiteId),
    index('alert_responses_took_idx').on(t.companyId, t.responseSeconds, t.alertSentAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    eventGuid: uuid('event_guid'),
    companyId: companyRef(),
    siteId: siteRef(),
    userId: integer('user_id').references(() => employees.id, { onDelete: 'set null' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull().default(''),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_guid_unique').on(t.eventGuid),
    index('chat_messages_site_idx').on(t.siteId, t.createdAt),
  ],
);

/** How far an employee has read a site's chat: messages created before `read_at` are read. */
export const chatReads = pgTable(
  'chat_reads',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    siteId: siteRef(),
    readAt: at('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.siteId] })],
);

export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    eventGuid: uuid('event_guid').notNull(),
    companyId: companyRef(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    clockType: text('clock_type').notNull(),
    clockTime: at('clock_time').notNull(),
    alternateIdentification: text('alternate_identification'),
    imageUrl: text('image_url'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Metres beyond the site's boundary (0 inside or no boundary); null without a position. */
    outsideMetres: integer('outside_metres'),
  },
  (t) => [
    uniqueIndex('attendance_guid_unique').on(t.eventGuid),
    index('attendance_site_time_idx').on(t.siteId, t.clockTime),
  ],
);

export const deviceLocations = pgTable(
  'device_locations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventGuid: uuid('event_guid').notNull(),
    companyId: companyRef(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('device_locations_guid_unique').on(t.eventGuid),
    index('device_locations_device_time_idx').on(t.deviceId, t.sentAt),
  ],
);

export const tagEnrollments = pgTable('tag_enrollments', {
  id: serial('id').primaryKey(),
  eventGuid: uuid('event_guid'),
  companyId: companyRef(),
  siteId: siteRef(),
  deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  serialNumber: text('serial_number').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  status: text('status').notNull().default('Pending'),
  decidedBy: integer('decided_by').references(() => employees.id, { onDelete: 'set null' }),
  decidedAt: at('decided_at'),
  createdAt: createdAt(),
});

/**
 * An incident a guard reported from a handset (issue 34), one per eventGuid. The control room's changes keep the
 * guard's own text (`original_text`, set at the first edit); the audit trigger records every change.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: serial('id').primaryKey(),
    eventGuid: uuid('event_guid').notNull(),
    companyId: companyRef(),
    siteId: siteRef(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    severity: text('severity').notNull(),
    text: text('text').notNull().default(''),
    originalText: text('original_text'),
    note: text('note').notNull().default(''),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    sentAt: at('sent_at').notNull(),
    status: text('status').notNull().default('new'),
    approvedBy: integer('approved_by').references(() => employees.id, { onDelete: 'set null' }),
    approvedAt: at('approved_at'),
    /** The red alert (a panic event) a high-severity incident raised. */
    alertGuid: uuid('alert_guid'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('incidents_guid_unique').on(t.eventGuid),
    index('incidents_company_time_idx').on(t.companyId, t.sentAt),
    index('incidents_site_time_idx').on(t.siteId, t.sentAt),
  ],
);

/**
 * A company's client (issue 33): a site's owner or manager who reads its sites through the portal. No password: a
 * client signs in with a single-use link (client_links) that opens a session (client_sessions). `site_ids` are the
 * sites granted; the portal reads only those of them that are still the company's.
 */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    emailAddress: text('email_address').notNull(),
    siteIds: integer('site_ids').array().notNull(),
    lastLinkAt: at('last_link_at'),
    revokedAt: at('revoked_at'),
    /** The kinds of message (CLIENT_MESSAGE_KINDS) the client turned off in the portal; the others are sent. */
    messagesOff: text('messages_off').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('clients_company_email_unique').on(t.companyId, sql`lower(${t.emailAddress})`)],
);

/** A client's single-use sign-in link: only its SHA-256 is stored. */
export const clientLinks = pgTable(
  'client_links',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('client_links_hash_unique').on(t.tokenHash), index('client_links_client_idx').on(t.clientId)],
);

/** A client's session (the portal's x-access-token): only its SHA-256 is stored; used, it lasts 30 days more. */
export const clientSessions = pgTable(
  'client_sessions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('client_sessions_hash_unique').on(t.tokenHash),
    index('client_sessions_client_idx').on(t.clientId),
  ],
);

/**
 * A PDF report of a site or an area over a period, kept in the file store. `trigger` says who asked: a user
 * ('request') or the morning job ('morning'), which makes one per site or area and shift day, never two.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'cascade' }),
    startDate: at('start_date').notNull(),
    endDate: at('end_date').notNull(),
    /** The stored file's name (`<hex>.pdf`); the URL a reader gets is made per request (signed or for a session). */
    fileName: text('file_name').notNull(),
    trigger: text('trigger').notNull().default('request'),
    requestedBy: integer('requested_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_site_idx').on(t.siteId, t.startDate),
    index('reports_area_idx').on(t.areaId, t.startDate),
    uniqueIndex('reports_morning_site_unique')
      .on(t.siteId, t.startDate)
      .where(sql`${t.trigger} = 'morning' and ${t.siteId} is not null`),
    uniqueIndex('reports_morning_area_unique')
      .on(t.areaId, t.startDate)
      .where(sql`${t.trigger} = 'morning' and ${t.areaId} is not null`),
  ],
);

export const passwordResetCodes = pgTable('password_reset_codes', {
  codeHash: text('code_hash').primaryKey(),
  employeeId: integer('employee_id')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** Messages waiting for, or done with, delivery. A worker sends them with retries. */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /**
     * Stored files sent along (a report's PDF, a day's signed checkpoints): each `/files/<name>` in the file store, and
     * the name the e-mail gives it (left out: the subject and the file's extension).
     */
    attachments: jsonb('attachments').$type<{ path: string; name?: string }[]>(),
    /** The report this message carries, so its card can say whether it has gone out. */
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    /** 0 goes first (account mail such as password reset), then 1 (alerts and reports). */
    priority: smallint('priority').notNull().default(1),
    /** The body holds a secret (a reset link): it is blanked once the message is sent or given up. */
    redactAfterSend: boolean('redact_after_send').notNull().default(false),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** The alert (event guid) the message announces, and the escalation step that sent it (null: the first word). */
    alertGuid: uuid('alert_guid'),
    escalationStep: smallint('escalation_step'),
    /** The provider's id of the message, and its delivery report when the provider gives one. */
    providerMessageId: text('provider_message_id'),
    deliveryStatus: text('delivery_status'),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('notification_outbox_alert_idx').on(t.alertGuid),
    index('notification_outbox_provider_idx').on(t.channel, t.providerMessageId),
    index('notification_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('notification_outbox_claim_idx')
      .on(t.priority, t.companyId, t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/** Request counters of the rate limits, shared by every server instance (key: what is limited, e.g. route and address). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: at('reset_at').notNull(),
});

/** Stored files (clock-in photos, chat images, reports) on PostgreSQL, where every server instance reads them. */
export const storedFiles = pgTable(
  'stored_files',
  {
    name: text('name').primaryKey(),
    companyId: companyRef(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_company_idx').on(t.companyId)],
);

/** Written by a database trigger on every insert, update and delete of a management table. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt(),
    employeeId: integer('employee_id'),
    companyId: integer('company_id'),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull(),
    /** Who made the change ('Name Surname') and their role, as they were then. */
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    /** The changed row's name then (an employee's full name, a device's name, a schedule's route). */
    entityName: text('entity_name'),
    /** The audit log's hash chain (migration 0030's trigger sets these as a row is written): one chain per company. */
    chainCompanyId: integer('chain_company_id'),
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    chainPrev: text('chain_prev'),
    chainHash: text('chain_hash'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_company_time_idx').on(t.companyId, t.at),
    uniqueIndex('audit_log_chain_unique').on(t.chainCompanyId, t.chainSeq),
  ],
);

/**
 * A hash chain's head, signed with a key that is not in the database (modules/integrity/checkpoints.ts): chain 'events'
 * (per company and device) or 'audit' (per company). No foreign keys: a checkpoint is evidence and outlives what it names.
 */
export const chainCheckpoints = pgTable(
  'chain_checkpoints',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    chain: text('chain').notNull(),
    deviceId: integer('device_id').notNull(),
    siteId: integer('site_id'),
    /** The chain's checkpoints are numbered 1, 2, 3…: a checkpoint removed from the middle is seen. */
    n: integer('n').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    rowCount: bigint('row_count', { mode: 'number' }).notNull(),
    madeAt: at('made_at').notNull(),
    keyId: text('key_id').notNull(),
    signature: text('signature').notNull(),
  },
  (t) => [
    uniqueIndex('chain_checkpoints_chain_n_unique').on(t.companyId, t.chain, t.deviceId, t.n),
    index('chain_checkpoints_company_time_idx').on(t.companyId, t.madeAt),
  ],
);

/** One-time codes a site contact opens in Telegram (t.me/<bot>?start=<code>) to bind its chat. */
export const telegramLinks = pgTable(
  'telegram_links',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    companyId: companyRef(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => siteContacts.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('telegram_links_code_unique').on(t.code)],
);

/** Where the Bot API's update stream was read up to (one row), shared by every server instance. */
export const telegramUpdates = pgTable('telegram_updates', {
  id: smallint('id').primaryKey().default(1),
  nextOffset: bigint('next_offset', { mode: 'number' }).notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The steps of an unanswered alert's escalation ladder, written when the alert arrives and claimed when due
 * (FOR UPDATE SKIP LOCKED): each runs once across instances and restarts; an answer cancels those still waiting.
 */
export const escalationSteps = pgTable(
  'escalation_steps',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    alertGuid: uuid('alert_guid').notNull(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    /** The step as the ladder said when the alert arrived (delay, recipients, channels). */
    definition: jsonb('definition').notNull(),
    dueAt: at('due_at').notNull(),
    /** pending, done or cancelled. */
    status: text('status').notNull().default('pending'),
    doneAt: at('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('escalation_steps_alert_step_unique').on(t.alertGuid, t.step),
    index('escalation_steps_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Keys this server generates once and every instance on the database shares (on PostgreSQL: the session token key,
 * name 'token', unless JWT_SECRET is set). The first instance to start inserts it; the others read it.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** The server's seal of each event it stored: its place and hash in its chain (modules/integrity/seal.ts). */
export const eventSeals = pgTable('event_seals', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  seal: text('seal').notNull(),
});

/** When events began to be sealed (migration 0034): a row stored before has no seal (modules/integrity/seal.ts). */
export const sealingBegan = pgTable('sealing_began', { at: at('at').notNull() });
