/**
 * Escalation ladders: what happens while a panic or a please-call-me stays unanswered. A ladder is an ordered
 * list of steps; a step runs `afterMinutes` after the alert reached the server, unless the alert was answered
 * first, and notifies its recipients on its channels. A company without its own ladder uses the default.
 */
import { z } from 'zod';
import { CONTACT_NUMBER_PREFIXES } from './constants';
import { fill, MESSAGES } from './messages';
import { EMAIL_PATTERN } from './validation/common';

export const ESCALATION_CHANNELS = ['email', 'telegram', 'sms'] as const;
export type EscalationChannel = (typeof ESCALATION_CHANNELS)[number];
/** Recipients by role: the site's contacts who receive the alert's topic, and the company's admins. */
export const ESCALATION_GROUPS = ['siteContacts', 'admins'] as const;
/** The alerts that escalate. */
export const ESCALATING_TYPES = ['panic', 'pleaseCallMe'] as const;
export type EscalatingType = (typeof ESCALATING_TYPES)[number];

export const ESCALATION_LIMITS = { steps: 5, recipients: 5, afterMinutes: 24 * 60 } as const;

export interface EscalationStep {
  /** Minutes after the alert reached the server; the first step may be 0 (at once, beside the first word). */
  afterMinutes: number;
  /** 'siteContacts', 'admins', a duty phone number or an e-mail address. */
  recipients: string[];
  channels: EscalationChannel[];
}
export type Ladder = EscalationStep[];

const ALL_CHANNELS: EscalationChannel[] = [...ESCALATION_CHANNELS];

/** The ladders of a company that has not set its own (docs/console.md 'Escalation'). */
export const DEFAULT_LADDERS: Record<EscalatingType, Ladder> = {
  panic: [
    { afterMinutes: 2, recipients: ['siteContacts'], channels: ALL_CHANNELS },
    { afterMinutes: 5, recipients: ['admins'], channels: ['sms', 'email'] },
  ],
  pleaseCallMe: [
    { afterMinutes: 5, recipients: ['siteContacts'], channels: ALL_CHANNELS },
    { afterMinutes: 15, recipients: ['admins'], channels: ['email'] },
  ],
};

export type RecipientKind = 'siteContacts' | 'admins' | 'phone' | 'email';

/** A phone number as the site contacts' rule has it: one of the spec's prefixes, 9 to 15 digits. */
export const isPhoneNumber = (value: string) => {
  const number = value.replace(/\s/g, '');
  return CONTACT_NUMBER_PREFIXES.some((prefix) => number.startsWith(prefix)) && /^\+?\d{9,15}$/.test(number);
};

export function recipientKind(recipient: string): RecipientKind | null {
  if (recipient === 'siteContacts' || recipient === 'admins') return recipient;
  if (isPhoneNumber(recipient)) return 'phone';
  if (EMAIL_PATTERN.test(recipient)) return 'email';
  return null;
}

const M = MESSAGES.escalation;

function stepProblem(step: EscalationStep, n: number, previous: EscalationStep | undefined): string | null {
  const { afterMinutes, recipients, channels } = step;
  if (afterMinutes < 0) return fill(M.negativeDelay, { n });
  if (!Number.isInteger(afterMinutes)) return fill(M.delayNotWhole, { n });
  if (afterMinutes > ESCALATION_LIMITS.afterMinutes)
    return fill(M.delayTooLong, { n, max: ESCALATION_LIMITS.afterMinutes });
  if (previous && afterMinutes <= previous.afterMinutes) return fill(M.delaysNotIncreasing, { n });
  if (!recipients.length) return fill(M.noRecipients, { n });
  if (recipients.length > ESCALATION_LIMITS.recipients)
    return fill(M.tooManyRecipients, { n, max: ESCALATION_LIMITS.recipients });
  if (!channels.length) return fill(M.noChannels, { n });
  const seen = new Set<string>();
  for (const recipient of recipients) {
    const kind = recipientKind(recipient);
    if (!kind) return fill(M.badRecipient, { n, recipient });
    if (seen.has(recipient)) return fill(M.duplicateRecipient, { n, recipient });
    seen.add(recipient);
    if (kind === 'phone' && !channels.includes('sms')) return fill(M.numberNeedsSms, { n });
    if (kind === 'email' && !channels.includes('email')) return fill(M.emailNeedsEmail, { n });
  }
  return null;
}

/** The first problem of a ladder, as the console and the server say it; null when it is fine. */
export function ladderProblem(ladder: Ladder): string | null {
  if (ladder.length > ESCALATION_LIMITS.steps) return fill(M.tooManySteps, { max: ESCALATION_LIMITS.steps });
  for (const [index, step] of ladder.entries()) {
    const problem = stepProblem(step, index + 1, ladder[index - 1]);
    if (problem) return problem;
  }
  return null;
}

const escalationStep = z.strictObject({
  afterMinutes: z.number().describe('Minutes after the alert reached the server (the first step may be 0)'),
  recipients: z
    .array(z.string().trim().max(300))
    .max(50)
    .describe("'siteContacts', 'admins', a duty phone number (+27…) or an e-mail address"),
  channels: z.array(z.enum(ESCALATION_CHANNELS)).max(3),
});

export const ladder = z
  .array(escalationStep)
  .max(50)
  .superRefine((steps, ctx) => {
    const problem = ladderProblem(steps);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** PUT /api/v1/company/{companyId}/escalation: each ladder, or null for the default ladder ([] turns escalation off). */
export const escalationSettingsInput = z.strictObject({
  panic: ladder.nullable(),
  pleaseCallMe: ladder.nullable(),
});
export type EscalationSettingsInput = z.infer<typeof escalationSettingsInput>;

/** GET (and PUT's answer): the ladders in force and whether each is the default. */
export const escalationSettings = z.object({
  companyId: z.number(),
  panic: z.array(escalationStep),
  pleaseCallMe: z.array(escalationStep),
  panicIsDefault: z.boolean(),
  pleaseCallMeIsDefault: z.boolean(),
});
export type EscalationSettings = z.infer<typeof escalationSettings>;

/** GET /api/v1/alarmAlert/{eventGuid}/notifications: one outbox message of the alert. Times in epoch seconds. */
export const alertNotification = z.object({
  id: z.number(),
  channel: z.enum(ESCALATION_CHANNELS),
  recipient: z.string().describe('Masked: recognisable, not readable in full'),
  step: z.number().nullable().describe('The escalation step that sent it; null for the first word'),
  createdAt: z.number(),
  status: z.string().describe('pending, sending, sent, failed or undeliverable'),
  sentAt: z.number().nullable(),
  deliveredAt: z.number().nullable(),
  deliveryStatus: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type AlertNotification = z.infer<typeof alertNotification>;
