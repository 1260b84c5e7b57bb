-- When a handset was last found outside its site's boundary (null: inside, or never seen outside): its next
-- location inside marks the boundary exit alert 'back inside'.
ALTER TABLE "devices" ADD COLUMN "outside_since" timestamp with time zone;
--> statement-breakpoint
-- Like the other telemetry columns (0004), where the handset is is not a management change: kept out of the audit.
DROP TRIGGER IF EXISTS devices_audit ON devices;
--> statement-breakpoint
CREATE TRIGGER devices_audit AFTER INSERT OR UPDATE OR DELETE ON devices FOR EACH ROW
  EXECUTE FUNCTION audit_row('battery_status', 'is_charging', 'last_seen_at', 'offline_since', 'outside_since');
