CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_install_info" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "redact_after_send" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "device_install_info" ADD CONSTRAINT "device_install_info_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_unique" ON "devices" USING btree (upper(regexp_replace("serial_number", '\s', '', 'g')));--> statement-breakpoint
CREATE INDEX "notification_outbox_claim_idx" ON "notification_outbox" USING btree ("priority","company_id","id") WHERE "notification_outbox"."status" in ('pending', 'sending');--> statement-breakpoint
-- A session's end (sign-out, reset, role change) raises token_version: not a management change, so not audited.
DROP TRIGGER IF EXISTS employees_audit ON employees;
--> statement-breakpoint
CREATE TRIGGER employees_audit AFTER INSERT OR UPDATE OR DELETE ON employees FOR EACH ROW
  EXECUTE FUNCTION audit_row('token_version');
