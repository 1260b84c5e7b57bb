/**
 * Activating a phone as one of a site's devices (contract/activation.ts). An admin asks for a code for the device;
 * a guard of the device's site sends it from the handset app with the app instance id the app made; the device takes
 * that app instance id and the code is spent. Only the code's SHA-256 is stored: a leaked table activates nothing.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import {
  ACTIVATION_CODE_ALPHABET,
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_CODE_MINUTES,
} from '../../../../contract/activation';
import { MESSAGES } from '../../../../contract/messages';
import { type Actor, withActor } from '../../db/actor';
import type { Db } from '../../db/client';
import { deviceActivationCodes, devices, sites } from '../../db/schema';
import { badRequest, conflict, forbidden, isUniqueViolation } from '../../http/errors';
import { requireDevice } from './service';

const M = MESSAGES.activation;
const hash = (code: string) => createHash('sha256').update(code).digest('hex');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function newCode(): string {
  let code = '';
  for (let i = 0; i < ACTIVATION_CODE_LENGTH; i++)
    code += ACTIVATION_CODE_ALPHABET[randomInt(ACTIVATION_CODE_ALPHABET.length)];
  return code;
}

/**
 * A new code for the device (the actor's company's), valid ACTIVATION_CODE_MINUTES from `now`; the device's older
 * codes not used yet end with it (they then answer as expired): one live code a device.
 */
export async function createActivationCode(db: Db, actor: Actor, deviceId: number, now = new Date()) {
  const device = await requireDevice(db, actor, deviceId);
  const expiresAt = new Date(now.getTime() + ACTIVATION_CODE_MINUTES * 60_000);
  for (;;) {
    const code = newCode();
    try {
      await db.transaction(async (tx) => {
        const [added] = await tx
          .insert(deviceActivationCodes)
          .values({ companyId: device.companyId, deviceId: device.id, codeHash: hash(code), expiresAt })
          .returning({ id: deviceActivationCodes.id });
        await tx
          .update(deviceActivationCodes)
          .set({ expiresAt: now })
          .where(
            and(
              eq(deviceActivationCodes.deviceId, device.id),
              ne(deviceActivationCodes.id, added.id),
              isNull(deviceActivationCodes.usedAt),
              gt(deviceActivationCodes.expiresAt, now),
            ),
          );
      });
      return { code, expiresAt: seconds(expiresAt) };
    } catch (error) {
      // 31^8 codes: a clash with a stored one is rare; draw again.
      if (!isUniqueViolation(error, 'device_activation_codes_hash_unique')) throw error;
    }
  }
}

/** When a handset was last activated for the device (null when never). */
export async function activationState(db: Db, actor: Actor, deviceId: number) {
  await requireDevice(db, actor, deviceId);
  const [last] = await db
    .select({ usedAt: deviceActivationCodes.usedAt })
    .from(deviceActivationCodes)
    .where(and(eq(deviceActivationCodes.deviceId, deviceId), isNotNull(deviceActivationCodes.usedAt)))
    .orderBy(desc(deviceActivationCodes.usedAt))
    .limit(1);
  return { activatedAt: last?.usedAt ? seconds(last.usedAt) : null };
}

/**
 * A guard's handset sends a code: the device of the code (of the guard's company, placed at the guard's site) takes
 * the app instance id, and the code is spent. Another company's code is as unknown as a mistyped one. The app
 * instance id leaves any other device of the company that had it (the phone now is this device).
 */
export async function activate(
  db: Db,
  actor: Actor & { siteId: number | null },
  input: { code: string; appInstanceId: string },
  now = new Date(),
) {
  try {
    return await withActor(db, actor, async (tx) => {
      const [row] = await tx
        .select({
          id: deviceActivationCodes.id,
          companyId: deviceActivationCodes.companyId,
          expiresAt: deviceActivationCodes.expiresAt,
          usedAt: deviceActivationCodes.usedAt,
          device: { id: devices.id, deviceName: devices.deviceName, serialNumber: devices.serialNumber },
          site: { id: sites.id, name: sites.name },
        })
        .from(deviceActivationCodes)
        .innerJoin(devices, eq(devices.id, deviceActivationCodes.deviceId))
        .innerJoin(sites, eq(sites.id, devices.siteId))
        .where(eq(deviceActivationCodes.codeHash, hash(input.code)));
      if (!row || row.companyId !== actor.companyId) throw badRequest(M.codeUnknown);
      if (row.usedAt) throw badRequest(M.codeUsed);
      if (row.expiresAt <= now) throw badRequest(M.codeExpired);
      if (row.site.id !== actor.siteId) throw forbidden(MESSAGES.handset.otherSite);
      const [spent] = await tx
        .update(deviceActivationCodes)
        .set({ usedAt: now })
        .where(and(eq(deviceActivationCodes.id, row.id), isNull(deviceActivationCodes.usedAt)))
        .returning({ id: deviceActivationCodes.id });
      if (!spent) throw badRequest(M.codeUsed);
      const [holder] = await tx
        .select({ companyId: devices.companyId })
        .from(devices)
        .where(and(eq(devices.appInstanceId, input.appInstanceId), ne(devices.id, row.device.id)));
      if (holder && holder.companyId !== actor.companyId) throw conflict(MESSAGES.device.appInstanceIdTaken);
      if (holder)
        await tx
          .update(devices)
          .set({ appInstanceId: null })
          .where(and(eq(devices.appInstanceId, input.appInstanceId), ne(devices.id, row.device.id)));
      await tx.update(devices).set({ appInstanceId: input.appInstanceId }).where(eq(devices.id, row.device.id));
      return { device: row.device, site: row.site };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'devices_app_instance_unique')) throw conflict(MESSAGES.device.appInstanceIdTaken);
    throw error;
  }
}
