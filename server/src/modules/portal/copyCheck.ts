/**
 * 'Check a copy you kept' (issue 33): the record of the client's sites checked against the checkpoints the client was
 * given and kept (the portal's download, or the daily e-mail's), one handset at a time, by the integrity module's own
 * check of held checkpoints (signature with the server's key, the signed row still there with its hash, the chain no
 * shorter, seqs missing). Only chains of the client's sites are checked: a chain is the client's when the server
 * stored a checkpoint of it made at one of the client's sites (what GET /portal/checkpoints hands out), or its handset
 * is at one of them now. Any other entry (another site's, another company's, the audit log's) is answered 'not of your
 * sites' and never checked, so the answer tells nothing of it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Finding, HeldCheckpoint } from '../../../../contract/integrity';
import { fill, MESSAGES } from '../../../../contract/messages';
import type { PortalCopy, PortalCopyDevice, PortalCopyResult } from '../../../../contract/portalCopy';
import type { Db } from '../../db/client';
import { chainCheckpoints, devices } from '../../db/schema';
import type { ClientScope } from '../client/access';
import { checkpointKey } from '../integrity/checkpointKey';
import { checkHeldCheckpoints } from '../integrity/service';

const M = MESSAGES.portal;

/** Of the handsets named, those whose chains are of the client's sites, with their names now. */
async function clientChains(db: Db, client: ClientScope, deviceIds: number[]): Promise<Map<number, string | null>> {
  const own = new Map<number, string | null>();
  if (!deviceIds.length || !client.siteIds.length) return own;
  const [signedAtSites, atSitesNow] = await Promise.all([
    db
      .selectDistinct({ deviceId: chainCheckpoints.deviceId })
      .from(chainCheckpoints)
      .where(
        and(
          eq(chainCheckpoints.companyId, client.companyId),
          eq(chainCheckpoints.chain, 'events'),
          inArray(chainCheckpoints.deviceId, deviceIds),
          inArray(chainCheckpoints.siteId, client.siteIds),
        ),
      ),
    db
      .select({ id: devices.id, name: devices.deviceName, siteId: devices.siteId })
      .from(devices)
      .where(and(eq(devices.companyId, client.companyId), inArray(devices.id, deviceIds))),
  ]);
  const names = new Map(atSitesNow.map((device) => [device.id, device.name]));
  for (const { deviceId } of signedAtSites) own.set(deviceId, names.get(deviceId) ?? null);
  for (const device of atSitesNow)
    if (device.siteId !== null && client.siteIds.includes(device.siteId)) own.set(device.id, device.name);
  return own;
}

/** 'Event 7' or 'Events 7–9'. */
const events = (from: number, to: number) =>
  from === to ? fill(M.copyEvent, { seq: to }) : fill(M.copyEvents, { from, to });

/** Where and what, in the client's words. */
function findingText(finding: Finding, held: HeldCheckpoint[]): string {
  const { fromSeq: from, toSeq: to } = finding;
  switch (finding.reason) {
    case 'badSignature': {
      const signed = held.find((c) => c.seq === to);
      return signed && signed.keyId !== checkpointKey().id
        ? fill(M.copyOtherKey, { seq: to, keyId: signed.keyId })
        : fill(M.copyAltered, { seq: to });
    }
    case 'shorter':
      return fill(M.copyShorter, { events: events(from, to), head: to });
    case 'headMissing':
      return fill(M.copyHeadMissing, { seq: to });
    case 'rewritten':
      return fill(M.copyRewritten, { seq: to, from });
    case 'gap':
      return fill(M.copyGap, { events: events(from, to) });
    default:
      return `${MESSAGES.integrity.findings[finding.reason]} (${events(from, to)})`;
  }
}

async function checkDevice(
  db: Db,
  companyId: number,
  deviceId: number,
  deviceName: string | null,
  held: HeldCheckpoint[],
): Promise<PortalCopyDevice> {
  const result = await checkHeldCheckpoints(db, companyId, held);
  const findings = result.findings.map((finding) => ({
    reason: finding.reason,
    fromSeq: finding.fromSeq,
    toSeq: finding.toSeq,
    text: findingText(finding, held),
  }));
  const first = findings[0]?.text ?? '';
  const where = result.findingCount > 1 ? fill(M.copyMorePlaces, { where: first, count: result.findingCount }) : first;
  return {
    deviceId,
    deviceName: deviceName ?? held.find((c) => c.deviceName)?.deviceName ?? null,
    checkpoints: held.length,
    lastCheckpointAt: Math.max(...held.map((c) => c.madeAt)),
    intact: result.intact,
    text: result.intact ? M.recordIntact : fill(M.copyNotIntact, { where }),
    findingCount: result.findingCount,
    findings,
  };
}

export async function checkClientCopy(db: Db, client: ClientScope, copy: PortalCopy): Promise<PortalCopyResult> {
  const candidates = copy.checkpoints.filter(
    (c) => c.chain === 'events' && c.companyId === client.companyId && c.deviceId > 0,
  );
  const own = await clientChains(db, client, [...new Set(candidates.map((c) => c.deviceId))]);
  const byDevice = new Map<number, HeldCheckpoint[]>();
  const others: PortalCopyResult['others'] = [];
  copy.checkpoints.forEach((c, index) => {
    if (c.chain === 'events' && c.companyId === client.companyId && own.has(c.deviceId)) {
      const held = byDevice.get(c.deviceId) ?? [];
      held.push(c);
      byDevice.set(c.deviceId, held);
    } else others.push({ index, deviceId: c.deviceId, text: M.copyNotYours });
  });
  const checked: PortalCopyDevice[] = [];
  // One handset at a time: each answer its own, none cut short by another's findings.
  for (const [deviceId, held] of [...byDevice].sort(([a], [b]) => a - b)) {
    checked.push(await checkDevice(db, client.companyId, deviceId, own.get(deviceId) ?? null, held));
  }
  const broken = checked.filter((device) => !device.intact).length;
  return {
    intact: checked.length > 0 && broken === 0,
    text: !checked.length
      ? M.copyNothingOfYours
      : broken
        ? fill(M.copyDevicesBroken, { count: broken, total: checked.length })
        : M.recordIntact,
    checked: checked.reduce((sum, device) => sum + device.checkpoints, 0),
    devices: checked,
    others,
  };
}
