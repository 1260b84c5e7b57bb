-- A scan's judgement (patrolScanAlert) is marked `supersededAt` when a scan stored later shows the scan belongs to
-- another patrol: like a tag overdue's clearing, the mark is the alert's follow-up, not what was stored, so the
-- events' hash chain leaves it out. No stored row had the key before: every hash stays as it was.
CREATE OR REPLACE FUNCTION event_content(e events) RETURNS text AS $$
  SELECT format('%s|%s|%s|%s|%s|%s|%s|%s|%s', (e).event_guid, (e).type, (e).company_id, (e).chain_device_id,
    extract(epoch from (e).sent_at), extract(epoch from (e).created_at), (e).latitude::numeric, (e).longitude::numeric,
    (CASE WHEN (e).type IN ('deviceOffline', 'boundaryExit')
      THEN (e).payload - ARRAY['repeats', 'lastAt', 'lastSeenAt', 'backOnlineAt', 'returnedAt', 'employeeId']
      WHEN (e).type = 'tagOverdue' THEN (e).payload - ARRAY['clearedAt', 'clearedBy']
      WHEN (e).type = 'patrolScanAlert' THEN (e).payload - 'supersededAt'
      ELSE (e).payload END)::text);
$$ LANGUAGE sql STABLE;
