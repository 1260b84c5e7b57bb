CREATE TABLE "escalation_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"alert_guid" uuid NOT NULL,
	"site_id" integer,
	"step" smallint NOT NULL,
	"definition" jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"company_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_updates" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"next_offset" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "panic_escalation" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "please_call_escalation" jsonb;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "alert_guid" uuid;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "escalation_step" smallint;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_contacts" ADD COLUMN "telegram_linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "escalation_steps" ADD CONSTRAINT "escalation_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_steps" ADD CONSTRAINT "escalation_steps_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_links" ADD CONSTRAINT "telegram_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_links" ADD CONSTRAINT "telegram_links_contact_id_site_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."site_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "escalation_steps_alert_step_unique" ON "escalation_steps" USING btree ("alert_guid","step");--> statement-breakpoint
CREATE INDEX "escalation_steps_due_idx" ON "escalation_steps" USING btree ("due_at") WHERE "escalation_steps"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_links_code_unique" ON "telegram_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "notification_outbox_alert_idx" ON "notification_outbox" USING btree ("alert_guid");--> statement-breakpoint
CREATE INDEX "notification_outbox_provider_idx" ON "notification_outbox" USING btree ("channel","provider_message_id");