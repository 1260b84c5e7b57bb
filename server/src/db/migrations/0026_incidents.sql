-- Incident reports (issue 34): one row per handset incident event (its eventGuid), with the control room's notes, its
-- corrections (the guard's own text kept in original_text) and its approval for the client. Audited like the
-- management tables: every change the control room makes is in the audit log with who made it.
CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_guid" uuid NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE cascade,
	"device_id" integer REFERENCES "devices"("id") ON DELETE set null,
	"employee_id" integer REFERENCES "employees"("id") ON DELETE set null,
	"category" text NOT NULL,
	"severity" text NOT NULL CHECK ("severity" IN ('low', 'medium', 'high')),
	"text" text DEFAULT '' NOT NULL,
	"original_text" text,
	"note" text DEFAULT '' NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"sent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL CHECK ("status" IN ('new', 'approved')),
	"approved_by" integer REFERENCES "employees"("id") ON DELETE set null,
	"approved_at" timestamp with time zone,
	"alert_guid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_guid_unique" ON "incidents" USING btree ("event_guid");
--> statement-breakpoint
CREATE INDEX "incidents_company_time_idx" ON "incidents" USING btree ("company_id", "sent_at");
--> statement-breakpoint
CREATE INDEX "incidents_site_time_idx" ON "incidents" USING btree ("site_id", "sent_at");
--> statement-breakpoint
CREATE TRIGGER incidents_audit AFTER INSERT OR UPDATE OR DELETE ON incidents FOR EACH ROW EXECUTE FUNCTION audit_row();
