/**
 * The patrol record's integrity (GET /api/v1/integrity): whether the stored events of a site and period are the ones
 * stored, unchanged and none missing between them, checked against their hash chain (one per company and device).
 */
import { z } from 'zod';
import { fill, MESSAGES } from './messages';
import { epochSecondsInput } from './validation/dates';

const M = MESSAGES.integrity;
const DAY_SECONDS = 86_400;
/** The longest period one check covers: a year. */
const INTEGRITY_MAX_DAYS = 366;

export const integrityQuery = z
  .strictObject({
    companyId: z.coerce.number().int().positive().optional().describe('A sys-admin names the company'),
    siteId: z.coerce.number().int().positive().describe("One of the company's sites"),
    startDate: epochSecondsInput('startDate', { coerce: true }).describe('Epoch seconds: the period start (included)'),
    endDate: epochSecondsInput('endDate', { coerce: true }).describe('Epoch seconds: the period end (excluded)'),
  })
  .superRefine((range, ctx) => {
    if (range.endDate <= range.startDate) ctx.addIssue({ code: 'custom', message: M.endNotAfterStart });
    else if (range.endDate - range.startDate > INTEGRITY_MAX_DAYS * DAY_SECONDS) {
      ctx.addIssue({ code: 'custom', message: fill(M.periodTooLong, { days: INTEGRITY_MAX_DAYS }) });
    }
  });

/** Why an event breaks the record: its content is not what was hashed, or the event before it is gone or changed. */
const BREAKS = ['changed', 'linkBroken'] as const;
export type Break = (typeof BREAKS)[number];

/** The hash chains: a company's events per device, and a company's audit log. */
export const CHAINS = ['events', 'audit'] as const;
export type Chain = (typeof CHAINS)[number];

/**
 * Where a chain departs from its signed checkpoints (or from itself):
 * badSignature — a checkpoint whose signature is not the server's key's (forged, changed, or another key);
 * checkpointMissing — checkpoints numbered n and n+k with none between: one was removed;
 * shorter — the chain ends before the seq a checkpoint signed: its tail was removed;
 * headMissing — the row a checkpoint signed is gone (the chain goes on past it);
 * rewritten — the row a checkpoint signed is there with another hash: a row before it was changed, removed or
 *   inserted and the chain recomputed from there;
 * gap — seqs missing in the chain (rows removed);
 * changed / linkBroken — as firstBroken's;
 * unsealed — a row without this server's seal (modules/integrity/seal.ts): stored by someone else, wherever it lands.
 */
export const FINDINGS = [
  'badSignature',
  'checkpointMissing',
  'shorter',
  'headMissing',
  'rewritten',
  'gap',
  'changed',
  'linkBroken',
  'unsealed',
] as const;
export type FindingReason = (typeof FINDINGS)[number];
/** The most findings one answer lists (the count says how many there were). */
export const MAX_FINDINGS = 50;

export const finding = z.object({
  chain: z.enum(CHAINS),
  deviceId: z.number().describe("The events chain's device (0: the events of no device); 0 for the audit chain"),
  fromSeq: z.number().describe('The first seq of the chain where it departs'),
  toSeq: z.number().describe('The last seq (a range: somewhere between fromSeq and toSeq)'),
  reason: z.enum(FINDINGS),
});
export type Finding = z.infer<typeof finding>;

/** What the chains checked against their checkpoints add to an answer. */
const checkpointFields = {
  gaps: z.number().describe('Seqs missing in the chains checked (each one a row removed)'),
  checkpoints: z.number().describe('Signed checkpoints the chains were compared with'),
  lastCheckpointAt: z.number().nullable().describe('Epoch seconds: the newest of them; null when none'),
  findingCount: z.number().describe('How many places the chains depart from their checkpoints or from themselves'),
  findings: z
    .array(finding)
    .describe(`Where (chain, device, seq range) and why, the first ${MAX_FINDINGS}; empty when intact`),
};

export const integrityResult = z.object({
  checked: z.number().describe("The site's events of the period checked against their chain"),
  intact: z.boolean().describe('Every one as stored, and none missing between them'),
  clockOff: z
    .number()
    .describe(
      "Of those, the events whose handset clock was off by more than the handset API's tolerance: stored at the time " +
        'they arrived, marked with the time the handset claimed (payload.deviceClock)',
    ),
  firstBroken: z
    .object({
      id: z.number(),
      eventGuid: z.string(),
      type: z.string(),
      sentAt: z.number().describe('Epoch seconds'),
      reason: z.enum(BREAKS).describe('changed: its content; linkBroken: the event before it in its chain'),
    })
    .nullable()
    .describe('The earliest event (by sent time) where the record breaks; null when intact'),
  ...checkpointFields,
});
export type IntegrityResult = z.infer<typeof integrityResult>;

/** GET /api/v1/integrity/audit: the company's audit log checked against its chain and checkpoints. */
export const auditIntegrityQuery = z.strictObject({
  companyId: z.coerce.number().int().positive().optional().describe('A sys-admin names the company'),
});
export const auditIntegrityResult = z.object({
  checked: z.number().describe("The company's audit rows checked against their chain"),
  intact: z.boolean().describe('Every row as written, none missing, the chain as its checkpoints signed it'),
  ...checkpointFields,
});
export type AuditIntegrityResult = z.infer<typeof auditIntegrityResult>;

/** GET /api/v1/integrity/checkpoints: the signed checkpoints made in a period (at most CHECKPOINTS_MAX_DAYS days). */
export const CHECKPOINTS_MAX_DAYS = 31;
export const checkpointsQuery = z
  .strictObject({
    companyId: z.coerce.number().int().positive().optional().describe('A sys-admin names the company'),
    siteId: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .describe("Only the site's devices' chains; without it every chain of the company, the audit log's included"),
    startDate: epochSecondsInput('startDate', { coerce: true }).describe('Epoch seconds: made from (included)'),
    endDate: epochSecondsInput('endDate', { coerce: true }).describe('Epoch seconds: made before (excluded)'),
  })
  .superRefine((range, ctx) => {
    if (range.endDate <= range.startDate) ctx.addIssue({ code: 'custom', message: M.endNotAfterStart });
    else if (range.endDate - range.startDate > CHECKPOINTS_MAX_DAYS * DAY_SECONDS) {
      ctx.addIssue({ code: 'custom', message: fill(M.periodTooLong, { days: CHECKPOINTS_MAX_DAYS }) });
    }
  });

export const checkpoint = z.object({
  chain: z.enum(CHAINS),
  companyId: z.number(),
  deviceId: z.number().describe("The events chain's device (0: events of no device); 0 for the audit chain"),
  deviceName: z.string().nullable().describe("The device's name now; null for the audit chain or a removed device"),
  siteId: z.number().nullable().describe("The device's site when the checkpoint was made"),
  n: z.number().describe("The chain's checkpoints are numbered 1, 2, 3…"),
  seq: z.number().describe("The chain's head: its last row's seq"),
  hash: z.string().describe("The head's hash (SHA-256, hex)"),
  rowCount: z.number().describe('Rows in the chain then'),
  madeAt: z.number().describe('Epoch seconds'),
  keyId: z.string().describe("The signing key (its public key's SHA-256, first 16 hex digits)"),
  signature: z.string().describe('Ed25519 over the signed text (base64url)'),
});
export type Checkpoint = z.infer<typeof checkpoint>;

export const checkpointsResult = z.object({
  publicKey: z.string().describe("The server's Ed25519 public key (raw 32 bytes, base64url): anyone may verify"),
  keyId: z.string(),
  signedText: z
    .string()
    .describe(
      'What each signature covers, with the fields put in: checkpoint/1|chain|companyId|deviceId|n|seq|hash|rowCount|madeAt',
    ),
  checkpoints: z.array(checkpoint),
});
export type CheckpointsResult = z.infer<typeof checkpointsResult>;

/** POST /api/v1/integrity/checkpoints/check: the record against checkpoints a client kept. */
export const MAX_HELD_CHECKPOINTS = 5_000;
export const heldCheckpoints = z.strictObject({
  companyId: z.number().int().positive().optional().describe('A sys-admin names the company'),
  checkpoints: z
    .array(
      checkpoint
        .omit({ deviceName: true, siteId: true })
        .extend({ deviceName: z.string().nullish(), siteId: z.number().nullish() }),
    )
    .min(1)
    .max(MAX_HELD_CHECKPOINTS)
    .describe('Checkpoints as GET /api/v1/integrity/checkpoints gave them (any subset, e.g. the last of each day)'),
});
export const heldResult = z.object({
  checked: z.number().describe('The checkpoints compared'),
  intact: z.boolean().describe("Each signed by this server's key, and the record still holds what each signed"),
  ...checkpointFields,
});
export type HeldResult = z.infer<typeof heldResult>;
export type HeldCheckpoint = z.infer<typeof heldCheckpoints>['checkpoints'][number];
