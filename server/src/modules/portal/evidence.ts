/**
 * The client's copy of the evidence (issue 33): the signed checkpoints of its sites' handset chains, the same records
 * the site PDF prints, for the client to keep outside the company's reach. Never the audit log's chain (the company's
 * own), never another site's.
 */

import type { CheckpointsResult } from '../../../../contract/integrity';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { ClientScope } from '../client/access';
import { checkpointKey, SIGNED_TEXT_FORM } from '../integrity/checkpointKey';
import { listCheckpoints } from '../integrity/checkpoints';

export async function clientCheckpoints(
  db: Db,
  client: ClientScope,
  query: { siteId?: number; startDate: number; endDate: number },
): Promise<CheckpointsResult> {
  if (query.siteId !== undefined && !client.siteIds.includes(query.siteId))
    throw notFound(MESSAGES.portal.siteNotFound);
  const siteIds = query.siteId === undefined ? client.siteIds : [query.siteId];
  const period = { startDate: query.startDate, endDate: query.endDate };
  const lists = await Promise.all(
    siteIds.map((siteId) => listCheckpoints(db, client.companyId, { ...period, siteId })),
  );
  const key = checkpointKey();
  return {
    publicKey: key.publicKey,
    keyId: key.id,
    signedText: SIGNED_TEXT_FORM,
    checkpoints: lists
      .flatMap((list) => list.checkpoints)
      .sort((a, b) => a.madeAt - b.madeAt || a.deviceId - b.deviceId || a.n - b.n),
  };
}
