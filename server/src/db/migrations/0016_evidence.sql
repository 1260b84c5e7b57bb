-- Evidence a client can trust.
-- Migration 0004's audit_row (which leaves out the columns its trigger names) now also records who made a change (their
-- name and role then) and the changed row's name then, so the audit log reads as words even after the employee or the
-- row is gone; and it keeps every secret out (a column whose name says password, hash, secret, token or recovery).
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_name" text;--> statement-breakpoint
CREATE INDEX "audit_log_company_time_idx" ON "audit_log" USING btree ("company_id", "created_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_secret(key text) RETURNS boolean AS $$
  SELECT key ~ '(password|hash|secret|token|recovery)';
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger AS $$
DECLARE
  whole_old jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  whole_new jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  diff jsonb;
  company integer;
  actor integer := NULLIF(current_setting('app.employee_id', true), '')::integer;
  actor_name text;
  actor_role text;
  entity_name text;
  -- Columns named as trigger arguments are telemetry, not management changes: never recorded (0004, 0006).
  ignored text[] := COALESCE(TG_ARGV, '{}');
BEGIN
  SELECT jsonb_object_agg(key, value) INTO old_row FROM jsonb_each(whole_old) WHERE NOT audit_secret(key);
  SELECT jsonb_object_agg(key, value) INTO new_row FROM jsonb_each(whole_new) WHERE NOT audit_secret(key);
  row_data := COALESCE(new_row, old_row);
  IF TG_OP = 'UPDATE' THEN
    SELECT COALESCE(jsonb_object_agg(n.key, jsonb_build_object('from', o.value, 'to', n.value)), '{}'::jsonb)
      INTO diff
      FROM jsonb_each(new_row) n JOIN jsonb_each(old_row) o USING (key)
      WHERE n.value IS DISTINCT FROM o.value AND NOT (n.key = ANY (ignored));
    IF whole_new ->> 'password_hash' IS DISTINCT FROM whole_old ->> 'password_hash' THEN
      diff := diff || '{"password": "changed"}'::jsonb;
    END IF;
    IF diff = '{}'::jsonb THEN
      RETURN NEW;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    diff := new_row;
  ELSE
    diff := old_row;
  END IF;
  company := COALESCE(
    (row_data ->> 'company_id')::integer,
    CASE WHEN TG_TABLE_NAME = 'companies' THEN (row_data ->> 'id')::integer END,
    NULLIF(current_setting('app.company_id', true), '')::integer
  );
  IF actor IS NOT NULL THEN
    SELECT e.name || ' ' || e.surname, e.role INTO actor_name, actor_role FROM employees e WHERE e.id = actor;
  END IF;
  entity_name := CASE TG_TABLE_NAME
    WHEN 'employees' THEN (row_data ->> 'name') || ' ' || (row_data ->> 'surname')
    WHEN 'devices' THEN row_data ->> 'device_name'
    WHEN 'schedules' THEN (SELECT r.name FROM routes r WHERE r.id = (row_data ->> 'route_id')::integer)
    WHEN 'tag_to_routes' THEN
      (SELECT t.name FROM route_tags t WHERE t.id = (row_data ->> 'tag_id')::integer) || ' → ' ||
      (SELECT r.name FROM routes r WHERE r.id = (row_data ->> 'route_id')::integer)
    WHEN 'alert_responses' THEN row_data ->> 'responded_to_type'
    ELSE row_data ->> 'name'
  END;
  INSERT INTO audit_log (employee_id, company_id, entity, entity_id, action, changes, actor_name, actor_role, entity_name)
  VALUES (actor, company, TG_TABLE_NAME, (row_data ->> 'id')::integer, lower(TG_OP), diff, actor_name, actor_role,
    entity_name);
  RETURN COALESCE(NEW, OLD);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The rows written before: the acting employee's name and role as they are now, the entity's name as last recorded.
UPDATE "audit_log" AS a SET "actor_name" = e."name" || ' ' || e."surname", "actor_role" = e."role"
FROM "employees" AS e WHERE e."id" = a."employee_id";--> statement-breakpoint
UPDATE "audit_log" SET "entity_name" = CASE "entity"
    WHEN 'employees' THEN ("changes" ->> 'name') || ' ' || ("changes" ->> 'surname')
    WHEN 'devices' THEN "changes" ->> 'device_name'
    ELSE "changes" ->> 'name'
  END
WHERE "action" <> 'update';--> statement-breakpoint
UPDATE "audit_log" AS a SET "entity_name" = (
  SELECT b."entity_name" FROM "audit_log" AS b
  WHERE b."entity" = a."entity" AND b."entity_id" = a."entity_id" AND b."entity_name" IS NOT NULL
  ORDER BY b."id" DESC LIMIT 1
) WHERE a."entity_name" IS NULL;
--> statement-breakpoint
-- The patrol record shows tampering: every row of `events` (each handset event as stored, and the alerts the server
-- raises) is chained per company and device (docs/decisions.md): its hash is SHA-256 of the previous hash of its chain
-- and its content, computed by the trigger below in the transaction that stores it. A chain's head is its last row
-- (the unique index on company, device and seq finds it); a transaction lock per chain makes concurrent writers
-- (several instances) take turns.
ALTER TABLE "events" ADD COLUMN "chain_device_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "chain_prev" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "chain_hash" text;--> statement-breakpoint
-- An event's content as hashed: what it says happened, never a reference that a removal may clear (its site, device,
-- employee and patrol are in its payload). chain_device_id is the device's id when stored, 0 for none. A grouped
-- alert (a handset offline, or outside its site) keeps its follow-up on its row as it happens (repeats, the last
-- time, back online or back inside, the guard now on the handset: server/src/modules/alert/grouped.ts); those keys
-- are left out of what is hashed, so following an alert up is not tampering with it.
CREATE OR REPLACE FUNCTION event_content(e events) RETURNS text AS $$
  SELECT format('%s|%s|%s|%s|%s|%s|%s|%s|%s', (e).event_guid, (e).type, (e).company_id, (e).chain_device_id,
    extract(epoch from (e).sent_at), extract(epoch from (e).created_at), (e).latitude::numeric, (e).longitude::numeric,
    (CASE WHEN (e).type IN ('deviceOffline', 'boundaryExit')
      THEN (e).payload - ARRAY['repeats', 'lastAt', 'lastSeenAt', 'backOnlineAt', 'returnedAt', 'employeeId']
      ELSE (e).payload END)::text);
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION event_hash(prev text, e events) RETURNS text AS $$
  SELECT encode(sha256(convert_to(prev || '|' || event_content(e), 'UTF8')), 'hex');
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Links an event to the head of its chain: its seq, the head's hash, and its own hash.
CREATE OR REPLACE FUNCTION link_event(e events) RETURNS events AS $$
DECLARE
  head record;
BEGIN
  e.chain_device_id := COALESCE(e.device_id, 0);
  SELECT chain_seq, chain_hash INTO head FROM events
    WHERE company_id = e.company_id AND chain_device_id = e.chain_device_id AND chain_seq IS NOT NULL
    ORDER BY chain_seq DESC LIMIT 1;
  e.chain_seq := COALESCE(head.chain_seq, 0) + 1;
  e.chain_prev := COALESCE(head.chain_hash, '');
  e.chain_hash := event_hash(e.chain_prev, e);
  RETURN e;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION chain_event() RETURNS trigger AS $$
DECLARE
  claimed bigint := NULLIF(current_setting('app.device_clock', true), '')::jsonb ->> NEW.event_guid::text;
BEGIN
  -- A handset clock far off (the handset API's MAX_PAST_SECONDS): the event, stored at the time it arrived, is marked
  -- with the time its handset claimed, and hashed with that mark.
  IF claimed IS NOT NULL THEN
    NEW.payload := NEW.payload || jsonb_build_object('deviceClock', jsonb_build_object('sentAt', claimed,
      'offSeconds', claimed - floor(extract(epoch from NEW.sent_at))::bigint));
  END IF;
  -- The chain's writers take turns until their transaction ends (one lock per company and device).
  -- An event sent again, which the insert's ON CONFLICT then skips, moves nothing: the head is the last row stored.
  PERFORM pg_advisory_xact_lock(NEW.company_id, COALESCE(NEW.device_id, 0));
  RETURN link_event(NEW);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE UNIQUE INDEX "events_chain_unique" ON "events" USING btree ("company_id", "chain_device_id", "chain_seq");--> statement-breakpoint
-- The events stored before: chained in the order they were stored.
DO $$
DECLARE
  e events;
BEGIN
  FOR e IN SELECT * FROM events ORDER BY id LOOP
    e := link_event(e);
    UPDATE events SET chain_device_id = e.chain_device_id, chain_seq = e.chain_seq, chain_prev = e.chain_prev,
      chain_hash = e.chain_hash WHERE id = e.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_chain BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION chain_event();
