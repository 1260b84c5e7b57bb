-- The audit trail: one trigger records who changed which row of a management table, when, and what changed.
-- The acting employee and company come from transaction settings the server sets (app.employee_id, app.company_id).
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) - 'password_hash' END;
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) - 'password_hash' END;
  row_data jsonb := COALESCE(new_row, old_row);
  diff jsonb;
  company integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT COALESCE(jsonb_object_agg(n.key, jsonb_build_object('from', o.value, 'to', n.value)), '{}'::jsonb)
      INTO diff
      FROM jsonb_each(new_row) n JOIN jsonb_each(old_row) o USING (key)
      WHERE n.value IS DISTINCT FROM o.value;
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
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'employees', 'areas', 'sites', 'site_contacts', 'devices', 'route_tags',
    'routes', 'tag_to_routes', 'schedules', 'alert_responses', 'tag_enrollments']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row()',
      t || '_audit', t);
  END LOOP;
END $$;
