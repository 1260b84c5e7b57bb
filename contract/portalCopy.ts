/**
 * 'Check a copy you kept' (POST /api/v1/portal/checkpoints/check, issue 33): the client sends back the checkpoints
 * file the portal gave it (GET /api/v1/portal/checkpoints, as downloaded) and the server checks its record against
 * that copy, per handset: each signature with the server's key, each signed row still there with its hash, the chain
 * no shorter. Entries not of the client's sites are answered as such and never checked.
 */
import { z } from 'zod';
import { checkpoint, checkpointsResult, FINDINGS, MAX_FINDINGS, MAX_HELD_CHECKPOINTS } from './integrity';
import { fill } from './messages';
import { PORTAL_MESSAGES as M } from './portalMessages';

/** One checkpoint as the copy holds it: the download's fields; deviceName and siteId are not signed and may be left out. */
const keptCheckpoint = checkpoint.extend({ deviceName: z.string().nullish(), siteId: z.number().nullish() });

/** The body: the JSON file as downloaded, whatever period it covers (the key fields are not needed to check it). */
export const portalCopy = checkpointsResult
  .partial({ publicKey: true, keyId: true, signedText: true })
  .extend({
    checkpoints: z
      .array(keptCheckpoint, { error: M.copyNoCheckpoints })
      .max(MAX_HELD_CHECKPOINTS, { error: fill(M.copyTooMany, { max: MAX_HELD_CHECKPOINTS }) })
      .describe(`The checkpoints as GET /api/v1/portal/checkpoints gave them (at most ${MAX_HELD_CHECKPOINTS})`),
  })
  .meta({ title: 'PortalCopy' });
export type PortalCopy = z.infer<typeof portalCopy>;

const seq = z.number();

export const portalCopyFinding = z.object({
  reason: z.enum(FINDINGS).describe('As the integrity check names it (badSignature: the copy was altered)'),
  fromSeq: seq.describe("The first of the handset's events where the record departs from the copy"),
  toSeq: seq.describe('The last (a range: somewhere between fromSeq and toSeq)'),
  text: z.string().describe('Where and what, in words'),
});

export const portalCopyDevice = z.object({
  deviceId: z.number(),
  deviceName: z.string().nullable().describe("The handset's name now (the copy's when it was removed)"),
  checkpoints: z.number().int().describe("The copy's checkpoints of this handset, all checked"),
  lastCheckpointAt: z.number().describe('Epoch seconds: the newest of them'),
  intact: z.boolean().describe("Each signed by the server's key, and the record still holds what each signed"),
  text: z.string().describe(`'${M.recordIntact}', or 'Record not intact:' and where first`),
  findingCount: z.number().int(),
  findings: z.array(portalCopyFinding).describe(`Where the record departs from the copy, the first ${MAX_FINDINGS}`),
});
export type PortalCopyDevice = z.infer<typeof portalCopyDevice>;

export const portalCopyResult = z
  .object({
    intact: z.boolean().describe('Every handset of the client checked is intact (false when none was)'),
    text: z.string().describe('The answer in words'),
    checked: z.number().int().describe("The copy's checkpoints checked (those of the client's sites)"),
    devices: z.array(portalCopyDevice).describe("Per handset of the client's sites in the copy"),
    others: z
      .array(
        z.object({
          index: z.number().int().describe("The entry's place in the copy's checkpoints, from 0"),
          deviceId: z.number().describe('As the copy gives it'),
          text: z.string().describe(`'${M.copyNotYours}'`),
        }),
      )
      .describe("Entries of another company's or site's chains (or the audit log's): never checked"),
  })
  .meta({ title: 'PortalCopyCheck' });
export type PortalCopyResult = z.infer<typeof portalCopyResult>;
