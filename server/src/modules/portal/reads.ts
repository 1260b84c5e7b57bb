/**
 * What a client reads of its sites besides Today: the incidents the control room approved (their text as approved,
 * never the guard's original nor the internal notes) and the alerts of the last PORTAL_ALERT_DAYS with their answers.
 * A panic's or call-back's position is given only once the alert is answered.
 */
import { sql } from 'drizzle-orm';
import { ANSWERABLE } from '../../../../contract/events';
import { MESSAGES } from '../../../../contract/messages';
import { PORTAL_ALERT_DAYS, PORTAL_LIST_MAX, type PortalAlert, type PortalIncident } from '../../../../contract/portal';
import type { Db } from '../../db/client';
import { FILES_PREFIX, type FileStore } from '../../integrations/fileStore';
import { companyTimeZone, nowSeconds } from '../../time';
import { whatHappened } from '../alert/whatHappened';
import type { ClientScope } from '../client/access';
import { idList } from './today';

export async function portalIncidents(db: Db, client: ClientScope): Promise<PortalIncident[]> {
  if (!client.siteIds.length) return [];
  const result = await db.execute<PortalIncident>(sql`
    select i.id, i.site_id as "siteId", s.name as "siteName", i.category, i.severity, i.text,
      jsonb_array_length(i.image_urls)::int as photos,
      floor(extract(epoch from i.sent_at))::float8 as "sentAt",
      floor(extract(epoch from i.approved_at))::float8 as "approvedAt"
    from incidents i join sites s on s.id = i.site_id
    where i.company_id = ${client.companyId} and i.site_id in (${idList(client.siteIds)}) and i.status = 'approved'
    order by i.sent_at desc, i.id desc
    limit ${PORTAL_LIST_MAX}`);
  return result.rows.map((row) => ({
    ...row,
    sentAt: Number(row.sentAt),
    approvedAt: row.approvedAt === null ? null : Number(row.approvedAt),
  }));
}

/**
 * Photo `index` of an incident the client may read (approved, of its sites), from the file store; null otherwise
 * (the same for a photo that is not there as for an incident that is not the client's: nothing tells which).
 */
export async function incidentPhoto(db: Db, files: FileStore, client: ClientScope, id: number, index: number) {
  if (!client.siteIds.length) return null;
  const result = await db.execute<{ url: string | null }>(sql`
    select i.image_urls ->> ${index}::int as url
    from incidents i
    where i.id = ${id} and i.company_id = ${client.companyId} and i.site_id in (${idList(client.siteIds)})
      and i.status = 'approved'`);
  const url = result.rows[0]?.url;
  if (!url?.startsWith(FILES_PREFIX)) return null;
  return files.find(url.slice(FILES_PREFIX.length), client.companyId);
}

/** The alert types a client is shown: what the control room answers, but the company's own tag requests. */
export const CLIENT_TYPES = ANSWERABLE.filter((type) => type !== 'tagEnrollment');
/** Alerts whose position is the guard's own, kept back until the alert is answered. */
const POSITION_AFTER_ANSWER = new Set(['panic', 'pleaseCallMe']);

type AlertRow = {
  eventGuid: string;
  type: string;
  siteId: number;
  siteName: string;
  payload: Record<string, unknown>;
  latitude: number | null;
  longitude: number | null;
  sentAt: number;
  answeredAt: number | null;
  responseSeconds: number | null;
  answer: string | null;
};

export async function portalAlerts(db: Db, client: ClientScope, now = nowSeconds()): Promise<PortalAlert[]> {
  if (!client.siteIds.length) return [];
  const zone = await companyTimeZone(db, client.companyId);
  const types = sql.join(
    CLIENT_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const result = await db.execute<AlertRow>(sql`
    select e.event_guid as "eventGuid", e.type, e.site_id as "siteId", s.name as "siteName", e.payload,
      e.latitude, e.longitude, floor(extract(epoch from e.sent_at))::float8 as "sentAt",
      floor(extract(epoch from r.responded_at))::float8 as "answeredAt",
      case when r.id is null then null
        else greatest(0, floor(extract(epoch from r.responded_at - e.sent_at))) end::float8 as "responseSeconds",
      r.message as answer
    from events e
    join sites s on s.id = e.site_id
    left join alert_responses r on r.responded_to_guid = e.event_guid
    where e.company_id = ${client.companyId} and e.site_id in (${idList(client.siteIds)})
      and e.type not in ('deviceLocation', 'deviceStatus') and e.type in (${types})
      and not (e.type = 'patrolEnded' and e.payload ->> 'status' = 'complete')
      and e.sent_at >= to_timestamp(${now - PORTAL_ALERT_DAYS * 86_400})
    order by e.sent_at desc, e.id desc
    limit ${PORTAL_LIST_MAX}`);
  return result.rows.map((row) => {
    const answered = row.answeredAt !== null;
    const hidden = POSITION_AFTER_ANSWER.has(row.type) && !answered;
    return {
      eventGuid: row.eventGuid,
      type: row.type,
      siteId: Number(row.siteId),
      siteName: row.siteName,
      what: hidden ? hiddenWhat(row) : whatHappened(row.type, row.payload, zone),
      sentAt: Number(row.sentAt),
      answeredAt: answered ? Number(row.answeredAt) : null,
      responseSeconds: row.responseSeconds === null ? null : Number(row.responseSeconds),
      answer: row.answer,
      latitude: hidden ? null : row.latitude,
      longitude: hidden ? null : row.longitude,
    };
  });
}

/** What an unanswered panic or call-back says, without where the guard is. */
function hiddenWhat(row: AlertRow): string {
  if (row.type === 'pleaseCallMe') return MESSAGES.portal.pleaseCallPosition;
  if (row.payload.panicTag) return whatHappened(row.type, row.payload, 'UTC');
  return MESSAGES.portal.panicPosition;
}
