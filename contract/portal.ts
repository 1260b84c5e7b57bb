/**
 * The client's window (issue 33): a company's clients (a site's owner or manager) and the portal they read at
 * /portal. A client never has a password: an admin sends a single-use sign-in link (`/portal#token=…`), which the
 * portal exchanges for a session of its own, accepted by `/api/v1/portal/*` alone. Times are epoch seconds.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { EMAIL_PATTERN, text } from './validation/common';

const C = MESSAGES.client;

/** A sign-in link lasts this long, and works once. */
export const CLIENT_LINK_MINUTES = 15;
/** A client's session lasts this long from its last use (it is renewed while used). */
export const CLIENT_SESSION_DAYS = 30;
/** Where the portal is served; a sign-in link is `${PORTAL_PATH}#token=…`. */
export const PORTAL_PATH = '/portal';
/** How far back the portal's alerts reach, and how many it lists at most. */
export const PORTAL_ALERT_DAYS = 30;
export const PORTAL_LIST_MAX = 200;

export const CLIENT_LIMITS = { name: { min: 3, max: 128 }, emailAddress: { max: 300 }, sites: { max: 100 } } as const;

const id = z.number().int();
const epoch = z.number().int();
const siteIds = z
  .array(z.number().int().positive(), { error: C.sitesRequired })
  .min(1, { error: C.sitesRequired })
  .max(CLIENT_LIMITS.sites.max)
  .transform((ids) => [...new Set(ids)])
  .describe('The sites the client may see (one or several of the company)');
const name = text(C.nameTooShort)
  .min(CLIENT_LIMITS.name.min, { error: C.nameTooShort })
  .max(CLIENT_LIMITS.name.max, { error: C.nameTooLong });
const emailAddress = text(C.invalidEmail)
  .max(CLIENT_LIMITS.emailAddress.max, { error: C.invalidEmail })
  .regex(EMAIL_PATTERN, { error: C.invalidEmail });

/** POST /api/v1/clients. */
export const clientCreate = z.strictObject({
  name,
  emailAddress,
  siteIds,
  companyId: z.number().int().positive().optional().describe('A sys-admin names the company'),
});
/** POST /api/v1/clients/{id}: what is sent changes, what is left out stays. */
export const clientUpdate = z.strictObject({
  name: name.optional(),
  emailAddress: emailAddress.optional(),
  siteIds: siteIds.optional(),
});
export type ClientUpdate = z.infer<typeof clientUpdate>;

export const client = z
  .object({
    id,
    companyId: id,
    name: z.string(),
    emailAddress: z.string(),
    siteIds: z.array(id),
    siteNames: z.array(z.string()).describe('The names of siteIds, in the same order'),
    createdAt: epoch,
    lastLinkAt: epoch.nullable().describe('When a sign-in link was last made for the client'),
    lastSignInAt: epoch.nullable().describe('When the client last opened a link'),
    revokedAt: epoch.nullable().describe("When an admin last ended all of the client's sessions; a new link lifts it"),
  })
  .meta({ title: 'Client' });
export type Client = z.infer<typeof client>;

export const clientQuery = z.object({
  companyId: z.coerce.number().int().positive().optional().describe('A sys-admin names the company'),
  siteId: z.coerce.number().int().positive().optional().describe('Only the clients who may see this site'),
});

export const clientLink = z
  .object({
    url: z.string().describe(`The single-use sign-in link: ${PORTAL_PATH}#token=…`),
    expiresAt: epoch,
    emailed: z.boolean().describe('Whether it was put in the outbox for e-mail (mail configured)'),
  })
  .meta({ title: 'ClientLink' });

export const portalSessionBody = z.strictObject({ token: z.string().max(200) });
export const portalLinkBody = z.strictObject({ emailAddress: z.string().max(300) });

export const portalMe = z
  .object({
    name: z.string(),
    companyName: z.string(),
    portalColour: z
      .string()
      .nullable()
      .describe("The colour the company's portal is drawn in (#rrggbb); null: the portal's own"),
    timeZone: z
      .string()
      .optional()
      .describe("The company's time zone (IANA): the portal shows every time in it, whatever the phone's zone"),
    expiresAt: epoch,
  })
  .meta({ title: 'PortalClient' });

/**
 * The kinds of message a client may turn off (POST /api/v1/portal/preferences): what site contacts are sent, each
 * kind by the contact flag it goes by (the site reports; the alerts' topics, a revised patrol verdict a failed
 * patrol's). All on until the client turns one off: what is stored is the kinds turned off.
 */
export const CLIENT_MESSAGE_KINDS = [
  'reports',
  'panics',
  'welfareMissed',
  'pleaseCalls',
  'failedPatrols',
  'batteryLow',
  'boundary',
] as const;
export type ClientMessageKind = (typeof CLIENT_MESSAGE_KINDS)[number];

const kindSwitches = Object.fromEntries(CLIENT_MESSAGE_KINDS.map((kind) => [kind, z.boolean()])) as Record<
  ClientMessageKind,
  z.ZodBoolean
>;
/** GET /api/v1/portal/preferences: each kind, on (sent) or off. */
export const portalPreferences = z.object(kindSwitches).meta({ title: 'PortalPreferences' });
export type PortalPreferences = z.infer<typeof portalPreferences>;
/** POST /api/v1/portal/preferences: the kinds sent change, the kinds left out stay. */
export const portalPreferencesBody = z.strictObject(
  Object.fromEntries(CLIENT_MESSAGE_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<
    ClientMessageKind,
    z.ZodOptional<z.ZodBoolean>
  >,
);

export const portalSite = z
  .object({
    id,
    name: z.string(),
    address: z.string().nullable(),
    today: z.object({
      planned: z.number().int().describe("Patrols planned to start today (the company's day)"),
      done: z.number().int().describe('Ended complete'),
      inProgress: z.number().int().describe('Started (a tag scanned) and not yet ended'),
      missed: z.number().int().describe('Ended incomplete or failed'),
      missedCheckpoints: z
        .array(z.object({ name: z.string(), routeName: z.string(), startTime: epoch }))
        .describe("The tags of today's ended patrols that were not scanned, by name"),
    }),
    lastGuard: z
      .object({ name: z.string(), seenAt: epoch })
      .nullable()
      .describe('The last guard the site heard from (a scan, a clock or any handset event) and when'),
  })
  .meta({ title: 'PortalSite' });
export type PortalSite = z.infer<typeof portalSite>;

export const portalIncident = z
  .object({
    id,
    siteId: id,
    siteName: z.string(),
    category: z.string(),
    severity: z.string(),
    text: z.string().describe('As the control room approved it (corrected where it was)'),
    photos: z.number().int().describe('How many photos the report has'),
    sentAt: epoch,
    approvedAt: epoch.nullable(),
  })
  .meta({ title: 'PortalIncident' });
export type PortalIncident = z.infer<typeof portalIncident>;

export const portalAlert = z
  .object({
    eventGuid: z.string(),
    type: z.string(),
    siteId: id,
    siteName: z.string(),
    what: z.string().describe('What happened, in words'),
    sentAt: epoch,
    answeredAt: epoch.nullable(),
    responseSeconds: z.number().int().nullable().describe('How long the first answer took'),
    answer: z.string().nullable().describe("The control room's answer in words"),
    latitude: z.number().nullable().describe("A panic's position: only once it is answered"),
    longitude: z.number().nullable(),
  })
  .meta({ title: 'PortalAlert' });
export type PortalAlert = z.infer<typeof portalAlert>;

/** GET /api/v1/portal/sla and sla.pdf: a month (YYYY-MM) and optionally one of the client's sites. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const portalSlaQuery = z.object({
  month: z
    .string({ error: MESSAGES.portal.badMonth })
    .regex(MONTH_PATTERN, { error: MESSAGES.portal.badMonth })
    .describe('YYYY-MM: this month (provisional) or any earlier one'),
  siteId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe("One of the client's sites; all of them when left out"),
});

const slaFigures = z.object({
  patrols: z.object({
    planned: z.number().int(),
    complete: z.number().int().describe('Ended with every tag scanned'),
    incomplete: z.number().int(),
    failed: z.number().int().describe('Missed: no tag scanned, or failed by the engine'),
    open: z.number().int().describe('Not yet judged (still to run or running)'),
    completePercentage: z.number(),
  }),
  tags: z.object({
    expected: z.number().int(),
    scanned: z.number().int(),
    late: z.number().int(),
    scannedPercentage: z
      .number()
      .describe("Patrol compliance: tags scanned of those expected, the site report's figure"),
  }),
  sla: z.object({ threshold: z.number(), percentage: z.number(), passed: z.boolean() }),
  responses: z
    .object({
      alerts: z.number().int().describe('Alerts of the month the control room answers'),
      answered: z.number().int(),
      medianSeconds: z.number().int().nullable().describe('Median time to the first answer'),
      p95Seconds: z
        .number()
        .int()
        .nullable()
        .describe('95th percentile (nearest rank) of the time to the first answer'),
      panics: z.number().int(),
      panicMedianSeconds: z.number().int().nullable(),
    })
    .describe('Times from an alert being sent to its first answer'),
  incidents: z
    .array(z.object({ category: z.string(), count: z.number().int() }))
    .describe('Approved incident reports by category'),
  record: z
    .object({
      intact: z.boolean(),
      checked: z.number().int().describe('Events of the month checked against their hash chains'),
      findings: z.number().int(),
      text: z.string().describe(`'${MESSAGES.portal.recordIntact}' or what was found`),
      checkpoints: z.number().int().describe('Signed checkpoints of the chains made in the month'),
    })
    .describe("The hash-chained record's check for the month"),
});

export const portalSla = z
  .object({
    companyName: z.string(),
    month: z.string(),
    from: epoch.describe("06:00 of the month's first day, on the company's clock"),
    to: epoch.describe("06:00 of the next month's first day"),
    timeZone: z.string(),
    provisional: z.boolean().describe(`The current month: '${MESSAGES.portal.provisional}'`),
    sites: z.array(slaFigures.extend({ siteId: id, siteName: z.string() })),
    total: slaFigures.omit({ record: true }).extend({
      record: z.object({
        intact: z.boolean(),
        checked: z.number().int(),
        findings: z.number().int(),
        text: z.string(),
      }),
    }),
  })
  .meta({ title: 'PortalSla' });
export type PortalSla = z.infer<typeof portalSla>;
export type PortalSlaFigures = PortalSla['sites'][number];
