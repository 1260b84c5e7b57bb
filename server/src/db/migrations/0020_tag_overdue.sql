-- The open plans that have started: where the live watch looks for tags overdue in a running patrol.
CREATE INDEX "schedule_plans_open_idx" ON "schedule_plans" USING btree ("start_time") WHERE "closed_at" IS NULL;
--> statement-breakpoint
-- A tag overdue alert is cleared on its row (the tag scanned late, or the patrol ended): like a grouped alert's
-- follow-up, those keys are left out of what is hashed, so clearing an alert is not tampering with it.
CREATE OR REPLACE FUNCTION event_content(e events) RETURNS text AS $$
  SELECT format('%s|%s|%s|%s|%s|%s|%s|%s|%s', (e).event_guid, (e).type, (e).company_id, (e).chain_device_id,
    extract(epoch from (e).sent_at), extract(epoch from (e).created_at), (e).latitude::numeric, (e).longitude::numeric,
    (CASE WHEN (e).type IN ('deviceOffline', 'boundaryExit')
      THEN (e).payload - ARRAY['repeats', 'lastAt', 'lastSeenAt', 'backOnlineAt', 'returnedAt', 'employeeId']
      WHEN (e).type = 'tagOverdue' THEN (e).payload - ARRAY['clearedAt', 'clearedBy']
      ELSE (e).payload END)::text);
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The tag overdue alerts not cleared yet: those a closed plan clears.
CREATE INDEX "events_overdue_open_idx" ON "events" USING btree ("id")
  WHERE "type" = 'tagOverdue' AND NOT ("payload" ? 'clearedAt');
