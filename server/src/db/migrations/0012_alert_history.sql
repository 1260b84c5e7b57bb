DROP INDEX "events_alerts_idx";--> statement-breakpoint
ALTER TABLE "alert_responses" ADD COLUMN "alert_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_responses" ADD COLUMN "alert_site_id" integer;--> statement-breakpoint
ALTER TABLE "alert_responses" ADD COLUMN "response_seconds" integer;--> statement-breakpoint
CREATE INDEX "alert_responses_history_idx" ON "alert_responses" USING btree ("company_id","alert_sent_at","responded_to_type","alert_site_id");--> statement-breakpoint
CREATE INDEX "alert_responses_took_idx" ON "alert_responses" USING btree ("company_id","response_seconds","alert_sent_at");--> statement-breakpoint
CREATE INDEX "events_alerts_idx" ON "events" USING btree ("company_id","sent_at","id","type","site_id","event_guid") WHERE "events"."type" not in ('deviceLocation', 'deviceStatus');--> statement-breakpoint
UPDATE "alert_responses" SET "alert_sent_at" = "events"."sent_at", "alert_site_id" = "events"."site_id", "response_seconds" = greatest(0, floor(extract(epoch from "alert_responses"."responded_at" - "events"."sent_at")))::integer FROM "events" WHERE "events"."event_guid" = "alert_responses"."responded_to_guid";
