/**
 * Activating a phone as one of a site's devices: an admin asks for a code for the device, the handset app
 * (signed in as a guard of the device's site) sends it with the app instance id it made, and from then on sends
 * as that device. A code is 8 letters and digits without the ones easily misread (0/O, 1/I/L), valid
 * 15 minutes, used once.
 */
import { z } from 'zod';
import { fill, MESSAGES } from './messages';

export const ACTIVATION_CODE_LENGTH = 8;
export const ACTIVATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ACTIVATION_CODE_MINUTES = 15;
/** The most codes one guard may try in a minute. */
export const ACTIVATION_TRIES_PER_MINUTE = 10;
/** The longest `appInstanceId` a handset may send (POST /api/v1/handset/activate). */
export const APP_INSTANCE_ID_MAX = 256;

/** A code as typed: capitals, without spaces or dashes (a code is shown as ABCD-EFGH). */
export const normalCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

const M = MESSAGES.activation;

export const activationCodeAnswer = z.object({
  code: z.string().describe(`${ACTIVATION_CODE_LENGTH} letters and digits, used once`),
  expiresAt: z.number().int().describe('When the code stops working, epoch seconds'),
});

export const activationState = z.object({
  activatedAt: z
    .number()
    .int()
    .nullable()
    .describe('When a handset was last activated with a code for this device, epoch seconds; null when never'),
});

export const activateBody = z.strictObject({
  code: z
    .string({ error: M.codeRequired })
    .transform(normalCode)
    .pipe(z.string().length(ACTIVATION_CODE_LENGTH, { error: M.codeRequired }))
    .describe('The code the console showed (case, spaces and dashes do not matter)'),
  appInstanceId: z
    .string({ error: M.appInstanceIdRequired })
    .trim()
    .min(1, { error: M.appInstanceIdRequired })
    .max(APP_INSTANCE_ID_MAX, { error: fill(M.appInstanceIdTooLong, { max: APP_INSTANCE_ID_MAX }) })
    .describe('An id the app made for this phone once; it sends it in x-app-instance-id from then on'),
});

export const activateAnswer = z.object({
  device: z.object({ id: z.number(), deviceName: z.string(), serialNumber: z.string() }),
  site: z.object({ id: z.number(), name: z.string() }),
});
export type ActivateAnswer = z.infer<typeof activateAnswer>;
