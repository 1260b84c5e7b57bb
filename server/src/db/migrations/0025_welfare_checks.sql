-- Welfare checks for a guard alone: per site, how often the phone asks 'Are you OK?' while a guard is on duty
-- (null: never) and how many minutes he has to answer before a Red welfareCheckMissed alert is raised.
ALTER TABLE sites ADD COLUMN welfare_check_minutes integer;
--> statement-breakpoint
ALTER TABLE sites ADD COLUMN welfare_answer_minutes integer NOT NULL DEFAULT 5;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS events_welfare_ok_idx ON events (employee_id, sent_at) WHERE type = 'welfareOk';
--> statement-breakpoint
-- A welfare check's miss is marked `answerSentAt` when a welfareOk sent in time arrives after the alert was raised:
-- the alert's follow-up, not what was stored, so the events' hash chain leaves it out (no stored row has the key).
CREATE OR REPLACE FUNCTION event_content(e events) RETURNS text AS $$
  SELECT format('%s|%s|%s|%s|%s|%s|%s|%s|%s', (e).event_guid, (e).type, (e).company_id, (e).chain_device_id,
    extract(epoch from (e).sent_at), extract(epoch from (e).created_at), (e).latitude::numeric, (e).longitude::numeric,
    (CASE WHEN (e).type IN ('deviceOffline', 'boundaryExit')
      THEN (e).payload - ARRAY['repeats', 'lastAt', 'lastSeenAt', 'backOnlineAt', 'returnedAt', 'employeeId']
      WHEN (e).type = 'tagOverdue' THEN (e).payload - ARRAY['clearedAt', 'clearedBy']
      WHEN (e).type = 'patrolScanAlert' THEN (e).payload - 'supersededAt'
      WHEN (e).type = 'welfareCheckMissed' THEN (e).payload - 'answerSentAt'
      ELSE (e).payload END)::text);
$$ LANGUAGE sql STABLE;
