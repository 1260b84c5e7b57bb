/** Sites and their contacts (spec part 2 §5 'Site'). */
import { z } from 'zod';
import {
  CONTACT_FLAGS,
  CONTACT_NUMBER_PREFIXES,
  type ContactFlag,
  WELFARE_ANSWER_MINUTES,
  WELFARE_CHECK_MINUTES,
} from '../constants';
import { parseBoundary } from '../geo';
import { fill, MESSAGES } from '../messages';
import { EMAIL_PATTERN, id, readOnly, required, upsertId } from './common';

const M = MESSAGES.site;
const flags = Object.fromEntries(CONTACT_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as Record<
  ContactFlag,
  z.ZodDefault<z.ZodBoolean>
>;

export const siteContact = z.strictObject({
  id: upsertId,
  name: z.string().trim().default(''),
  contactNumber: z.string().trim().default(''),
  emailAddress: z.string().trim().nullable().optional(),
  ...flags,
  ...readOnly('telegramChatId', 'telegramLinkedAt'),
});
type SiteContactInput = z.infer<typeof siteContact>;

/** Whether any of the contact's flags on a channel (Email, Telegram, Phone) is ticked. */
export const ticks = (contact: object, channel: string) =>
  CONTACT_FLAGS.some((flag) => flag.endsWith(channel) && (contact as Record<string, unknown>)[flag]);

/**
 * The first problem of contact n (1-based), or null: name and number, a valid e-mail address whatever the flags
 * (spec part 2 §5), then the number's prefix. A ticked Telegram flag needs no link yet: it waits for the contact.
 */
function contactProblem(contact: SiteContactInput, n: number) {
  if (contact.name && !contact.contactNumber && ticks(contact, 'Phone')) return fill(M.contactNeedsNumber, { n });
  if (!contact.name || !contact.contactNumber) return fill(M.contactRequired, { n });
  if (!contact.emailAddress || !EMAIL_PATTERN.test(contact.emailAddress)) return fill(M.contactEmail, { n });
  const number = contact.contactNumber.replace(/\s/g, '');
  if (!CONTACT_NUMBER_PREFIXES.some((prefix) => number.startsWith(prefix)) || !/^\+?\d{9,15}$/.test(number)) {
    return fill(M.contactNumber, { n });
  }
  return null;
}

const coordinate = (message: string, limit: number) =>
  z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message });

export const siteUpsert = z
  .strictObject({
    id: upsertId,
    companyId: id.optional(),
    name: required(M.fillAllFields),
    address: required(M.fillAllFields),
    latitude: coordinate(M.noLatitude, 90),
    longitude: coordinate(M.noLongitude, 180),
    division: required(M.fillAllFields),
    branch: required(M.fillAllFields),
    areaId: z.number({ error: M.fillAllFields }).int().positive({ error: M.fillAllFields }),
    poligonPoints: z.string({ error: M.noPolygon }).min(1, { error: M.noPolygon }).max(200_000),
    polygonType: z.enum(['polygon', 'circle']).optional(),
    radius: z.number().positive().nullable().optional(),
    shapes: z.string().max(200_000).nullable().optional(),
    points: z.string().max(200_000).nullable().optional(),
    contacts: z.array(siteContact).max(50).default([]),
    welfareCheckMinutes: z
      .number({ error: M.welfareCheckMinutes })
      .int({ error: M.welfareCheckMinutes })
      .min(WELFARE_CHECK_MINUTES.min, { error: M.welfareCheckMinutes })
      .max(WELFARE_CHECK_MINUTES.max, { error: M.welfareCheckMinutes })
      .nullable()
      .optional(),
    welfareAnswerMinutes: z
      .number({ error: M.welfareAnswerMinutes })
      .int({ error: M.welfareAnswerMinutes })
      .min(WELFARE_ANSWER_MINUTES.min, { error: M.welfareAnswerMinutes })
      .max(WELFARE_ANSWER_MINUTES.max, { error: M.welfareAnswerMinutes })
      .optional(),
    ...readOnly('areaName'),
  })
  .superRefine((site, ctx) => {
    if (!parseBoundary(site.poligonPoints, site.radius)) {
      ctx.addIssue({ code: 'custom', path: ['poligonPoints'], message: M.invalidBoundary });
    }
    site.contacts.forEach((contact, index) => {
      const problem = contactProblem(contact, index + 1);
      if (problem) ctx.addIssue({ code: 'custom', path: ['contacts', index], message: problem });
    });
  });
export type SiteUpsert = z.infer<typeof siteUpsert>;

export const boundariesCheck = z.object({
  id: z.coerce.number().int().positive(),
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
