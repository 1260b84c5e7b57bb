/** Entity shapes on the wire (spec part 1 §3, part 2 §3). Times are epoch seconds. */
import { z } from 'zod';
import { CONTACT_FLAGS, type ContactFlag, ROLES } from './constants';

export const company = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  contactPerson: z.string(),
  contactNumber: z.string(),
  contactEmail: z.string(),
  slaThreshold: z
    .number()
    .describe('A site passes the SLA when more than this percentage of its expected tags were scanned (default 90)'),
  requireTwoFactor: z.boolean().describe('Its admins sign in with a second factor (two-factor sign-in)'),
  timeZone: z.string().describe('IANA time zone every time of the company is written in (default Africa/Johannesburg)'),
  portalColour: z
    .string()
    .nullable()
    .describe("The colour its clients' portal is drawn in (#rrggbb); null: the portal's own"),
});

/** A company as the sys-admin's list answers it: with its open red alerts, which the server alone counts. */
export const listedCompany = company.extend({
  openRedAlerts: z
    .number()
    .describe('Read-only: its red alerts (panic, missed welfare check) nobody has answered in the last 7 days'),
  oldestOpenRedAt: z
    .number()
    .nullable()
    .describe('Read-only: when the oldest of them was sent (epoch seconds); null for none'),
});

export const employee = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  surname: z.string(),
  contactNumber: z.string(),
  emailAddress: z.string(),
  companyId: z.number(),
  siteId: z.number().nullable(),
  siteName: z.string().nullable(),
  role: z.enum(ROLES),
  twoFactor: z.boolean().describe('Two-factor sign-in is on'),
});

/** GET /api/v1/employee/me */
export const currentUser = employee.extend({
  companyName: z.string(),
  companyTimeZone: z.string().optional().describe("The company's time zone: the console writes every time in it"),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const area = z.object({
  id: z.number(),
  name: z.string(),
  contactPerson: z.string(),
  contactEmail: z.string(),
  contactNumber: z.string(),
  shouldReceiveReports: z.boolean(),
  companyId: z.number(),
});

export const message = z.object({ message: z.string() });

const contactFlags = z.object(
  Object.fromEntries(CONTACT_FLAGS.map((flag) => [flag, z.boolean()])) as Record<ContactFlag, z.ZodBoolean>,
);
const siteContact = contactFlags.extend({
  id: z.number(),
  name: z.string(),
  contactNumber: z.string(),
  emailAddress: z.string().nullable(),
  telegramChatId: z.string().nullable(),
  /** When the contact bound its Telegram chat through the bot's link (epoch seconds); null: not linked. */
  telegramLinkedAt: z.number().nullable(),
});

export const site = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  division: z.string().nullable(),
  branch: z.string().nullable(),
  areaId: z.number().nullable(),
  areaName: z.string().nullable(),
  companyId: z.number(),
  poligonPoints: z.string().nullable(),
  polygonType: z.string().nullable(),
  radius: z.number().nullable(),
  shapes: z.string().nullable(),
  points: z.string().nullable(),
  /** Ask an on-duty guard 'Are you OK?' every this many minutes; null: no welfare checks. */
  welfareCheckMinutes: z.number().nullable(),
  /** Minutes he has to answer before a Red welfareCheckMissed alert. */
  welfareAnswerMinutes: z.number(),
});
export const siteWithContacts = site.extend({ contacts: z.array(siteContact) });

export const device = z.object({
  id: z.number(),
  siteId: z.number(),
  siteName: z.string(),
  site: z.object({ id: z.number(), name: z.string() }),
  deviceName: z.string(),
  serialNumber: z.string(),
  appInstanceId: z.string().nullable(),
  contactNumber: z.string(),
  /** What its handset last told (read-only): online, offline (silent past the limit) or never heard from. */
  connection: z.enum(['online', 'offline', 'never']).optional(),
  /** Epoch seconds of the last contact; null: never heard from. */
  lastSeenAt: z.number().nullable().optional(),
  offlineSince: z.number().nullable().optional(),
  batteryStatus: z.number().nullable().optional(),
  isCharging: z.boolean().nullable().optional(),
  /** 'Name Surname' of the guard clocked in with it; null: nobody. */
  guardOnDuty: z.string().nullable().optional(),
});

/** GET device/positions: the live map's devices and sites. */
export const devicePositionsAnswer = z.object({
  devices: z.array(
    z.object({
      id: z.number(),
      deviceName: z.string(),
      serialNumber: z.string(),
      siteId: z.number(),
      siteName: z.string(),
      connection: z.enum(['online', 'offline', 'never']),
      lastSeenAt: z.number().nullable(),
      offlineSince: z.number().nullable(),
      batteryStatus: z.number().nullable(),
      isCharging: z.boolean().nullable(),
      guardOnDuty: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      /** When the last known position was sent (epoch seconds). */
      positionAt: z.number().nullable(),
      /** The eventGuid of its newest unanswered panic, if one waits. */
      panicGuid: z.string().nullable(),
    }),
  ),
  sites: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      poligonPoints: z.string().nullable(),
      radius: z.number().nullable(),
    }),
  ),
  offlineAfterMinutes: z.number(),
});
export type DevicePositions = z.infer<typeof devicePositionsAnswer>;

export const routeTag = z.object({
  id: z.number(),
  siteId: z.number(),
  name: z.string(),
  serialNumber: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isPanic: z.boolean(),
});
export type RouteTag = z.infer<typeof routeTag>;

export const route = z.object({ id: z.number(), siteId: z.number(), name: z.string(), durationMinutes: z.number() });

export const tagToRouteLink = z.object({
  id: z.number(),
  tagId: z.number(),
  routeId: z.number(),
  position: z.number(),
  name: z.string(),
  serialNumber: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isPanic: z.boolean(),
});
export type TagToRouteLink = z.infer<typeof tagToRouteLink>;

const time = z.string().nullable();
export const schedule = z.object({
  id: z.number(),
  routeId: z.number(),
  routeName: z.string(),
  siteId: z.number(),
  repeatMinutes: z.number(),
  monday: z.boolean(),
  tuesday: z.boolean(),
  wednesday: z.boolean(),
  thursday: z.boolean(),
  friday: z.boolean(),
  saturday: z.boolean(),
  sunday: z.boolean(),
  randomizeStart: z.boolean(),
  startTimeDay: time,
  endTimeDay: time,
  startTimeNight: time,
  endTimeNight: time,
});

export const schedulePlan = z.object({
  id: z.number(),
  routeId: z.number(),
  siteId: z.number(),
  scheduleId: z.number(),
  startPositionTagId: z.number().nullable(),
  randomizeStart: z.boolean(),
  startTime: z.number(),
  endTime: z.number(),
});
export type SchedulePlan = z.infer<typeof schedulePlan>;

/** A generated plan line: one tag of one plan. */
export const schedulePlanTag = z.object({
  id: z.number(),
  schedulePlanId: z.number(),
  routeId: z.number(),
  routeName: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  startPositionTagId: z.number().nullable(),
  routeTakenId: z.number().nullable(),
  tagId: z.number(),
  name: z.string(),
  position: z.number(),
  estimatedScanEpoch: z.number(),
});
