-- No report was stored before this version (nothing wrote the table), so file_name needs no default.
DROP INDEX "route_tags_site_serial_unique";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sla_threshold" double precision DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "report_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "file_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "trigger" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "route_tags" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_requested_by_employees_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_site_idx" ON "reports" USING btree ("site_id","start_date");--> statement-breakpoint
CREATE INDEX "reports_area_idx" ON "reports" USING btree ("area_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_morning_site_unique" ON "reports" USING btree ("site_id","start_date") WHERE "reports"."trigger" = 'morning' and "reports"."site_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_morning_area_unique" ON "reports" USING btree ("area_id","start_date") WHERE "reports"."trigger" = 'morning' and "reports"."area_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "route_tags_site_serial_unique" ON "route_tags" USING btree ("site_id","serial_number") WHERE "route_tags"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "reports" DROP COLUMN "report_url";