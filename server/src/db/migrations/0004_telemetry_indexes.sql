CREATE INDEX "events_device_type_time_idx" ON "events" USING btree ("device_id","type","sent_at");--> statement-breakpoint
CREATE INDEX "events_route_taken_idx" ON "events" USING btree ("route_taken_id","type") WHERE "events"."route_taken_id" is not null;--> statement-breakpoint
-- A handset's battery, charging state and last contact change with every batch it sends: they are
-- telemetry, so the audit trail leaves them out (a device's audit rows stay about what people changed).
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) - 'password_hash' END;
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) - 'password_hash' END;
  row_data jsonb := COALESCE(new_row, old_row);
  diff jsonb;
  company integer;
  -- Columns named as trigger arguments are telemetry, not management changes: never recorded.
  ignored text[] := COALESCE(TG_ARGV, '{}');
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT COALESCE(jsonb_object_agg(n.key, jsonb_build_object('from', o.value, 'to', n.value)), '{}'::jsonb)
      INTO diff
      FROM jsonb_each(new_row) n JOIN jsonb_each(old_row) o USING (key)
      WHERE n.value IS DISTINCT FROM o.value AND NOT (n.key = ANY (ignored));
    IF to_jsonb(NEW) ->> 'password_hash' IS DISTINCT FROM to_jsonb(OLD) ->> 'password_hash' THEN
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
  INSERT INTO audit_log (employee_id, company_id, entity, entity_id, action, changes)
  VALUES (
    NULLIF(current_setting('app.employee_id', true), '')::integer,
    company,
    TG_TABLE_NAME,
    (row_data ->> 'id')::integer,
    lower(TG_OP),
    diff
  );
  RETURN COALESCE(NEW, OLD);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS devices_audit ON devices;
--> statement-breakpoint
CREATE TRIGGER devices_audit AFTER INSERT OR UPDATE OR DELETE ON devices FOR EACH ROW
  EXECUTE FUNCTION audit_row('battery_status', 'is_charging', 'last_seen_at', 'offline_since');
