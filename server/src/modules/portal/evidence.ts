/**
 * The client's copy of the evidence (issue 33): the signed checkpoints of its sites' handset chains, the same records
 * the site PDF prints, for the client to keep outside the company's reach. Never the audit log's chain (the company's
 * own), never another site's. The daily e-mail of a site report attaches the same copy of its day.
 */
import type { CheckpointsResult } from '../../../../contract/integrity';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { ClientScope } from '../client/access';
import { sitesCheckpoints } from '../integrity/checkpoints';

export async function clientCheckpoints(
  db: Db,
  client: ClientScope,
  query: { siteId?: number; startDate: number; endDate: number },
): Promise<CheckpointsResult> {
  if (query.siteId !== undefined && !client.siteIds.includes(query.siteId))
    throw notFound(MESSAGES.portal.siteNotFound);
  const siteIds = query.siteId === undefined ? client.siteIds : [query.siteId];
  return sitesCheckpoints(db, client.companyId, siteIds, { startDate: query.startDate, endDate: query.endDate });
}
