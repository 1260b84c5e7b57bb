/** Companies, employees, areas, registration and sign-in (spec part 1 §5). */
import { z } from 'zod';
import { LIMITS, ROLES, type Role } from '../constants';
import { SLA_THRESHOLD_RANGE } from '../dashboard';
import { MESSAGES } from '../messages';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../timeZone';
import { EMAIL_PATTERN, email, id, lengthBetween, readOnly, text, upsertId } from './common';

const C = LIMITS.company;
const CM = MESSAGES.company;
export const companyFields = {
  name: lengthBetween(C.name.min, C.name.max, CM.nameTooShort, CM.nameTooLong),
  address: lengthBetween(C.address.min, C.address.max, CM.addressTooShort, CM.addressTooLong),
  contactPerson: lengthBetween(
    C.contactPerson.min,
    C.contactPerson.max,
    CM.contactPersonTooShort,
    CM.contactPersonTooLong,
  ),
  contactNumber: lengthBetween(
    C.contactNumber.min,
    C.contactNumber.max,
    CM.invalidContactNumber,
    CM.invalidContactNumber,
  ),
  contactEmail: email(CM.invalidContactEmail, C.contactEmail.max),
};
/** The company's time zone, an IANA name (contract/timeZone.ts); absent keeps the current one (a new company: the default). */
export const timeZone = z
  .string({ error: MESSAGES.company.invalidTimeZone })
  .refine(isTimeZone, { error: MESSAGES.company.invalidTimeZone })
  .describe(`IANA time zone every time of the company is written in (default ${DEFAULT_TIME_ZONE})`);
/** The colour of the company's client portal, #rrggbb; null goes back to the portal's own. */
export const portalColour = z
  .string({ error: MESSAGES.company.invalidPortalColour })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: MESSAGES.company.invalidPortalColour })
  .transform((colour) => colour.toLowerCase())
  .nullable()
  .describe("The colour its clients' portal is drawn in (#rrggbb); null: the portal's own");
/** The company's SLA threshold, a percentage (contract/dashboard.ts); a new company starts at DEFAULT_SLA_THRESHOLD. */
export const slaThreshold = z
  .number({ error: MESSAGES.dashboard.slaThresholdRange })
  .min(SLA_THRESHOLD_RANGE.min, { error: MESSAGES.dashboard.slaThresholdRange })
  .max(SLA_THRESHOLD_RANGE.max, { error: MESSAGES.dashboard.slaThresholdRange })
  .describe('Percentage 0–100: a site passes the SLA with more than this share of its expected tags scanned');
export const companyUpsert = z.strictObject({
  id: upsertId,
  ...companyFields,
  slaThreshold: slaThreshold.optional(),
  requireTwoFactor: z.boolean().optional().describe('Its admins sign in with a second factor'),
  timeZone: timeZone.optional(),
  portalColour: portalColour.optional(),
  ...readOnly('openRedAlerts', 'oldestOpenRedAt'),
});
export type CompanyUpsert = z.infer<typeof companyUpsert>;
/** POST /api/v1/company/requireTwoFactor */
export const requireTwoFactor = z.strictObject({
  companyId: id.optional().describe('A sys-admin names the company; an admin acts in their own'),
  requireTwoFactor: z.boolean({ error: MESSAGES.registration.invalidFields }),
});
/** POST /api/v1/company/timeZone */
export const companyTimeZone = z.strictObject({
  companyId: id.optional().describe('A sys-admin names the company; an admin acts in their own'),
  timeZone,
});
/** POST /api/v1/company/portalColour */
export const companyPortalColour = z.strictObject({
  companyId: id.optional().describe('A sys-admin names the company; an admin acts in their own'),
  portalColour,
});

const E = LIMITS.employee;
const EM = MESSAGES.employee;
/**
 * A role as a client sends it, in any of the spec's spellings and any case ('admin', 'ADMIN', 'sys-admin', 'controller',
 * 'default', 'security guard', 'Security-Guard'…): taken in the one form the server stores and answers (ROLES).
 */
const ROLE_SPELLINGS: Record<string, Role> = {
  sysadmin: 'SYS_ADMIN',
  admin: 'ADMIN',
  controller: 'CONTROLLER',
  default: 'default',
  securityguard: 'default',
};
const roleInput = (error: string) =>
  z
    .string({ error })
    .transform((value) => ROLE_SPELLINGS[value.toLowerCase().replace(/[\s_-]/g, '')] ?? value)
    .describe(
      "admin, controller, sys-admin or security guard ('default'), in any case; answered as ADMIN, CONTROLLER, SYS_ADMIN or default",
    );
const employeeRole = roleInput(EM.invalidRole).pipe(z.enum(ROLES, { error: EM.invalidRole }));
export const password = z
  .string({ error: MESSAGES.auth.fillAllFields })
  .min(1, { error: MESSAGES.auth.fillAllFields })
  .min(E.password.min, { error: MESSAGES.auth.passwordTooShort })
  .max(E.password.max, { error: MESSAGES.auth.passwordTooShort });
export const employeeUpsert = z.strictObject({
  id: upsertId,
  companyId: id.optional(),
  siteId: id.nullable().optional(),
  name: lengthBetween(E.name.min, E.name.max, EM.nameTooShort, EM.nameTooLong),
  surname: lengthBetween(E.surname.min, E.surname.max, EM.surnameTooShort, EM.surnameTooLong),
  contactNumber: lengthBetween(E.contactNumber.min, E.contactNumber.max, EM.contactNumber, EM.contactNumber),
  emailAddress: lengthBetween(E.emailAddress.min, E.emailAddress.max, EM.emailTooShort, EM.emailTooLong).regex(
    EMAIL_PATTERN,
    { error: EM.invalidEmail },
  ),
  role: employeeRole,
  password: password.optional(),
  ...readOnly('userId', 'siteName', 'twoFactor'),
});
export type EmployeeUpsert = z.infer<typeof employeeUpsert>;

const A = LIMITS.area;
const AM = MESSAGES.area;
export const areaUpsert = z.strictObject({
  id: upsertId,
  companyId: id.optional(),
  name: text(AM.allRequired).min(1, { error: AM.allRequired }).max(A.name.max, { error: AM.nameTooLong }),
  contactPerson: text(AM.allRequired)
    .min(1, { error: AM.allRequired })
    .max(A.contactPerson.max, { error: AM.allRequired }),
  contactNumber: text(AM.allRequired)
    .min(1, { error: AM.allRequired })
    .min(A.contactNumber.min, { error: AM.invalidContactNumber })
    .max(A.contactNumber.max, { error: AM.invalidContactNumber }),
  contactEmail: text(AM.allRequired)
    .min(1, { error: AM.allRequired })
    .max(A.contactEmail.max, { error: AM.invalidEmail })
    .regex(EMAIL_PATTERN, { error: AM.invalidEmail }),
  shouldReceiveReports: z.boolean({ error: AM.allRequired }).default(false),
});
export type AreaUpsert = z.infer<typeof areaUpsert>;

const RM = MESSAGES.registration;
const required = text(RM.invalidFields).min(1, { error: RM.invalidFields });
/** Company registration: all fields present first ('Invalid Fields'), then the e-mails, then the company's own rules. */
export const registration = z.strictObject({
  companyName: required.pipe(companyFields.name),
  address: required.pipe(companyFields.address),
  contactPerson: required.pipe(companyFields.contactPerson),
  contactNumber: required.pipe(companyFields.contactNumber),
  contactEmail: required.pipe(email(RM.invalidContactEmail)),
  userName: required.pipe(employeeUpsert.shape.name),
  surname: required.pipe(employeeUpsert.shape.surname),
  emailAddress: required.pipe(email(RM.invalidAdminEmail)),
  password: required.pipe(password),
  role: roleInput(RM.invalidFields)
    .pipe(z.literal('ADMIN', { error: RM.invalidFields }))
    .default('ADMIN'),
});
export type Registration = z.infer<typeof registration>;

const AU = MESSAGES.auth;
export const login = z.strictObject({
  emailAddress: text(AU.fillAllFields)
    .min(1, { error: AU.fillAllFields })
    .regex(EMAIL_PATTERN, { error: AU.invalidEmail }),
  password: z.string({ error: AU.fillAllFields }).min(1, { error: AU.fillAllFields }),
});
export const resetPassword = z.strictObject({ emailAddress: z.string({ error: AU.resetFailed }).max(300) });
export const resetPasswordWeb = z.strictObject({
  code: z.string({ error: AU.fillAllFields }).min(1, { error: AU.fillAllFields }).max(200),
  password,
});
