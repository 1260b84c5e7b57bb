/**
 * Devices (patrol handsets) of a site: list, read, upsert, remove; the install info a handset reports;
 * its locations; and battery, reboot, lock and unlock through the device-management provider.
 * A device belongs to its site's company.
 */

import { and, asc, desc, eq, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import { shiftWindow } from '../../../../contract/shiftRange';
import { type DeviceUpsert, normalSerial } from '../../../../contract/validation';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { deviceInstallInfo, deviceLocations, devices, sites } from '../../db/schema';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import { type ListQuery, paged, planList, totalCount } from '../../http/list';
import type { Battery, DeviceManagement } from '../../integrations/deviceManagement';
import { assertOwned, companyScope } from '../../plugins/auth';
import { companyTimeZone, dateAt, epochSeconds } from '../../time';
import { requireSite } from '../site/service';
import { stateColumns } from './states';

const M = MESSAGES.device;

/** Most locations one list answers. */
export const MAX_LOCATIONS = 1000;
/** Most locations one day answers (a handset reporting every 10 s over the 18-hour window sends 6480). */
export const MAX_LOCATIONS_PER_DAY = 20_000;

const columns = {
  id: devices.id,
  siteId: devices.siteId,
  siteName: sites.name,
  deviceName: devices.deviceName,
  serialNumber: devices.serialNumber,
  appInstanceId: devices.appInstanceId,
  contactNumber: devices.contactNumber,
};
/** A list row adds what its handset last told (read-only, sortable). */
const listColumns = { ...columns, ...stateColumns };
const withSite = <T extends { siteId: number; siteName: string }>(row: T) => ({
  ...row,
  site: { id: row.siteId, name: row.siteName },
});

/** The device, if the actor may touch it; 404 otherwise. */
export async function requireDevice(db: Db | Tx, actor: Actor, id: number) {
  const [device] = await db
    .select({
      id: devices.id,
      companyId: devices.companyId,
      serialNumber: devices.serialNumber,
      deviceName: devices.deviceName,
      lastSeenAt: devices.lastSeenAt,
      offlineSince: devices.offlineSince,
      batteryStatus: devices.batteryStatus,
      isCharging: devices.isCharging,
    })
    .from(devices)
    .where(eq(devices.id, id));
  if (!device) throw notFound(M.notFound);
  assertOwned(actor, device.companyId, M.notFound);
  return device;
}

/** The serial as stored, compared the way the provider compares it (see the devices_serial_unique index). */
const sameSerial = (serialNumber: string) =>
  sql`upper(regexp_replace(${devices.serialNumber}, '\s', '', 'g')) = ${normalSerial(serialNumber)}`;

/**
 * The device of this serial, which must be the actor's own (any company's for a sys-admin); 404 otherwise,
 * whether or not another company has it. A serial belongs to one device in the whole database.
 */
export async function requireSerial(db: Db, actor: Actor, serialNumber: string) {
  const [device] = await db
    .select({ id: devices.id, companyId: devices.companyId, serialNumber: devices.serialNumber })
    .from(devices)
    .where(sameSerial(serialNumber));
  if (!device) throw notFound(M.notFound);
  assertOwned(actor, device.companyId, M.notFound);
  return device;
}

/** Devices of a site, or of the company when no site is named; sorted, filtered and paged. */
export async function listDevices(
  db: Db,
  actor: Actor,
  scope: { siteId?: number; companyId?: number },
  query: ListQuery,
) {
  const where =
    scope.siteId !== undefined
      ? eq(devices.siteId, (await requireSite(db, actor, scope.siteId)).id)
      : eq(devices.companyId, companyScope(actor, scope.companyId));
  const plan = planList(
    query,
    listColumns,
    [devices.deviceName, devices.serialNumber, devices.contactNumber, devices.appInstanceId, sites.name],
    devices.deviceName,
  );
  const rows = await paged(
    db
      .select({ ...listColumns, total: totalCount })
      .from(devices)
      .innerJoin(sites, eq(sites.id, devices.siteId))
      .where(and(where, plan.where))
      .$dynamic(),
    plan,
    devices.id,
  );
  return { rows: rows.map(withSite), plan };
}

export async function getDevice(db: Db | Tx, actor: Actor, id: number) {
  await requireDevice(db, actor, id);
  const [device] = await db
    .select(columns)
    .from(devices)
    .innerJoin(sites, eq(sites.id, devices.siteId))
    .where(eq(devices.id, id));
  return withSite(device);
}

/** Creates (no id) or updates a device; an App Instance ID used by another device is a 409 and nothing is saved. */
export async function upsertDevice(db: Db, actor: Actor, input: DeviceUpsert) {
  const { id, ...values } = input;
  try {
    const savedId = await withActor(db, actor, async (tx) => {
      const site = await requireSite(tx, actor, values.siteId);
      if (id !== undefined) await requireDevice(tx, actor, id);
      const row = { ...values, companyId: site.companyId };
      const [saved] =
        id === undefined
          ? await tx.insert(devices).values(row).returning({ id: devices.id })
          : await tx.update(devices).set(row).where(eq(devices.id, id)).returning({ id: devices.id });
      return saved.id;
    });
    return getDevice(db, actor, savedId);
  } catch (error) {
    if (isUniqueViolation(error, 'devices_app_instance_unique')) throw conflict(M.appInstanceIdTaken);
    if (isUniqueViolation(error, 'devices_serial_unique')) throw conflict(M.serialNumberTaken);
    throw error;
  }
}

export async function removeDevice(db: Db, actor: Actor, id: number) {
  await withActor(db, actor, async (tx) => {
    await requireDevice(tx, actor, id);
    await tx.delete(devices).where(eq(devices.id, id));
  });
}

/**
 * What a guard's handset reports when it is installed, before the device is registered; it belongs to the
 * guard's company. A second report for the same app instance replaces the first, but never across
 * companies: an app instance of another company's device or report is refused.
 */
export async function saveInstallInfo(db: Db, actor: Actor, input: { appInstanceId: string; serialNumber: string }) {
  await withActor(db, actor, async (tx) => {
    const [device] = await tx
      .select({ companyId: devices.companyId })
      .from(devices)
      .where(eq(devices.appInstanceId, input.appInstanceId));
    if (device && device.companyId !== actor.companyId) throw forbidden(M.installInfoForeign);
    const [saved] = await tx
      .insert(deviceInstallInfo)
      .values({ ...input, companyId: actor.companyId })
      .onConflictDoUpdate({
        target: deviceInstallInfo.appInstanceId,
        set: { serialNumber: input.serialNumber, reportedAt: new Date() },
        where: eq(deviceInstallInfo.companyId, actor.companyId),
      })
      .returning({ appInstanceId: deviceInstallInfo.appInstanceId });
    if (!saved) throw forbidden(M.installInfoForeign);
  });
  return input;
}

/**
 * The serial a handset of the actor's company reported (any company's for a sys-admin), for the Auto Fill; null
 * when none was reported (or another company's handset reported it): a device not yet installed is no error.
 */
export async function getInstallInfo(db: Db, actor: Actor, appInstanceId: string) {
  const [info] = await db
    .select({ serialNumber: deviceInstallInfo.serialNumber })
    .from(deviceInstallInfo)
    .where(
      and(
        eq(deviceInstallInfo.appInstanceId, appInstanceId),
        actor.role === 'SYS_ADMIN' ? undefined : eq(deviceInstallInfo.companyId, actor.companyId),
      ),
    );
  return { serialNumber: info?.serialNumber ?? null };
}

const locationColumns = {
  id: deviceLocations.id,
  deviceId: deviceLocations.deviceId,
  device: devices.deviceName,
  latitude: deviceLocations.latitude,
  longitude: deviceLocations.longitude,
  companyId: deviceLocations.companyId,
  sentAt: deviceLocations.sentAt,
};
const asDeviceLocation = <T extends { sentAt: Date }>(row: T) => ({
  ...row,
  type: 'deviceLocation' as const,
  sentAt: epochSeconds(row.sentAt),
});

/** The device's newest location; with `at` (epoch seconds), its newest by then, or else its first after. */
export async function lastLocation(db: Db, actor: Actor, id: number, at?: number) {
  await requireDevice(db, actor, id);
  const columns = {
    latitude: deviceLocations.latitude,
    longitude: deviceLocations.longitude,
    sentAt: deviceLocations.sentAt,
  };
  let location: { latitude: number; longitude: number; sentAt: Date } | undefined;
  const of = eq(deviceLocations.deviceId, id);
  const pick = (where: SQL | undefined, order: SQL[]) =>
    db
      .select(columns)
      .from(deviceLocations)
      .where(where)
      .orderBy(...order)
      .limit(1);
  const newestFirst = [desc(deviceLocations.sentAt), desc(deviceLocations.id)];
  if (at === undefined) [location] = await pick(of, newestFirst);
  else {
    const moment = new Date(at * 1000);
    [location] = await pick(and(of, lte(deviceLocations.sentAt, moment)), newestFirst);
    if (!location)
      [location] = await pick(and(of, gt(deviceLocations.sentAt, moment)), [
        asc(deviceLocations.sentAt),
        asc(deviceLocations.id),
      ]);
  }
  return location
    ? { ...location, sentAt: epochSeconds(location.sentAt) }
    : { latitude: null, longitude: null, sentAt: null };
}

/** The device's locations, newest first unless sorted otherwise, at most MAX_LOCATIONS per call. */
export async function listLocations(db: Db, actor: Actor, id: number, query: ListQuery) {
  await requireDevice(db, actor, id);
  const plan = planList(
    { ...query, sort: query.sort ?? JSON.stringify(['sentAt', 'DESC']) },
    { id: deviceLocations.id, sentAt: deviceLocations.sentAt },
    [],
    deviceLocations.sentAt,
  );
  plan.limit = Math.min(plan.limit ?? MAX_LOCATIONS, MAX_LOCATIONS);
  const rows = await paged(
    selectLocations(db, eq(deviceLocations.deviceId, id)).$dynamic(),
    plan,
    desc(deviceLocations.id),
  );
  return { rows: rows.map(asDeviceLocation), plan };
}

/** The device's locations of one day (YYYY-MM-DD) within the shift window, oldest first. */
export async function locationsOn(db: Db, actor: Actor, id: number, day: string) {
  const device = await requireDevice(db, actor, id);
  const date = Date.parse(`${day}T00:00:00Z`) / 1000;
  const window = shiftWindow(date, date, await companyTimeZone(db, device.companyId));
  const [from, to] = [dateAt(window.from), dateAt(window.to)];
  const where = and(
    eq(deviceLocations.deviceId, id),
    gte(deviceLocations.sentAt, from),
    lt(deviceLocations.sentAt, to),
  ) as SQL;
  const rows = await selectLocations(db, where)
    .orderBy(asc(deviceLocations.sentAt), asc(deviceLocations.id))
    .limit(MAX_LOCATIONS_PER_DAY);
  return rows.map(({ total: _total, ...row }) => asDeviceLocation(row));
}

function selectLocations(db: Db, where: SQL) {
  return db
    .select({ ...locationColumns, total: totalCount })
    .from(deviceLocations)
    .innerJoin(devices, eq(devices.id, deviceLocations.deviceId))
    .where(where);
}

/** The device's battery as the provider reports it; 409 when the device is not registered there. */
export async function battery(db: Db, management: DeviceManagement, actor: Actor, id: number): Promise<Battery> {
  const device = await requireDevice(db, actor, id);
  const answer = await management.battery(device.serialNumber);
  if (!answer) throw conflict(M.notRegistered);
  return answer;
}

export type ManagementCommand = 'reboot' | 'lock' | 'unlock';
const done: Record<ManagementCommand, string> = { reboot: M.rebooted, lock: M.locked, unlock: M.unlocked };

/** Sends a command to the device of this serial; 404 for a serial not of the company, 409 when not registered. */
export async function sendCommand(
  db: Db,
  management: DeviceManagement,
  actor: Actor,
  serialNumber: string,
  command: ManagementCommand,
) {
  // The provider is asked about the caller's own device, by the serial as registered.
  const device = await requireSerial(db, actor, serialNumber);
  if (!(await management[command](device.serialNumber))) throw conflict(M.notRegistered);
  return { message: done[command] };
}

/** Whether the caller's own device of this serial is registered with the provider; 404 for any other serial. */
export async function isRegistered(db: Db, management: DeviceManagement, actor: Actor, serialNumber: string) {
  const device = await requireSerial(db, actor, serialNumber);
  return { isRegistered: await management.isRegistered(device.serialNumber) };
}
