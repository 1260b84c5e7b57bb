CREATE TABLE "alert_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer,
	"message" text NOT NULL,
	"responded_to_guid" uuid NOT NULL,
	"responded_to_type" text NOT NULL,
	"topic" text NOT NULL,
	"responded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_person" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_number" text NOT NULL,
	"should_receive_reports" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_guid" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer,
	"employee_id" integer NOT NULL,
	"device_id" integer,
	"clock_type" text NOT NULL,
	"clock_time" timestamp with time zone NOT NULL,
	"alternate_identification" text,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" integer,
	"company_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_guid" uuid,
	"company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"device_id" integer,
	"sender_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"contact_person" text NOT NULL,
	"contact_number" text NOT NULL,
	"contact_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_install_info" (
	"app_instance_id" text PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_locations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_guid" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"device_name" text NOT NULL,
	"serial_number" text NOT NULL,
	"app_instance_id" text,
	"contact_number" text NOT NULL,
	"battery_status" smallint,
	"is_charging" boolean,
	"last_seen_at" timestamp with time zone,
	"offline_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "employees_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"company_id" integer NOT NULL,
	"site_id" integer,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"contact_number" text NOT NULL,
	"email_address" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_guid" uuid NOT NULL,
	"type" text NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer,
	"device_id" integer,
	"employee_id" integer,
	"route_taken_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"attachment_path" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer,
	"area_id" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"report_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"is_panic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_takens" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"route_id" integer,
	"schedule_plan_id" integer,
	"device_id" integer,
	"start_position_tag_id" integer,
	"status" text DEFAULT 'inProgress' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_event_guid" uuid,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_plan_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_plan_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"tag_to_route_id" integer,
	"position" integer NOT NULL,
	"estimated_scan_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"start_position_tag_id" integer,
	"randomize_start" boolean DEFAULT false NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"repeat_minutes" integer NOT NULL,
	"monday" boolean DEFAULT false NOT NULL,
	"tuesday" boolean DEFAULT false NOT NULL,
	"wednesday" boolean DEFAULT false NOT NULL,
	"thursday" boolean DEFAULT false NOT NULL,
	"friday" boolean DEFAULT false NOT NULL,
	"saturday" boolean DEFAULT false NOT NULL,
	"sunday" boolean DEFAULT false NOT NULL,
	"randomize_start" boolean DEFAULT false NOT NULL,
	"start_time_day" time,
	"end_time_day" time,
	"start_time_night" time,
	"end_time_night" time,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_number" text NOT NULL,
	"email_address" text,
	"telegram_chat_id" text,
	"should_receive_reports_email" boolean DEFAULT false NOT NULL,
	"should_receive_reports_telegram" boolean DEFAULT false NOT NULL,
	"should_receive_reports_phone" boolean DEFAULT false NOT NULL,
	"should_receive_panics_email" boolean DEFAULT false NOT NULL,
	"should_receive_panics_telegram" boolean DEFAULT false NOT NULL,
	"should_receive_panics_phone" boolean DEFAULT false NOT NULL,
	"should_receive_please_calls_email" boolean DEFAULT false NOT NULL,
	"should_receive_please_calls_telegram" boolean DEFAULT false NOT NULL,
	"should_receive_please_calls_phone" boolean DEFAULT false NOT NULL,
	"should_receive_failed_patrols_email" boolean DEFAULT false NOT NULL,
	"should_receive_failed_patrols_telegram" boolean DEFAULT false NOT NULL,
	"should_receive_failed_patrols_phone" boolean DEFAULT false NOT NULL,
	"should_receive_battery_low_email" boolean DEFAULT false NOT NULL,
	"should_receive_battery_low_telegram" boolean DEFAULT false NOT NULL,
	"should_receive_battery_low_phone" boolean DEFAULT false NOT NULL,
	"should_receive_boundry_email" boolean DEFAULT false NOT NULL,
	"should_receive_boundry_telegram" boolean DEFAULT false NOT NULL,
	"should_receive_boundry_phone" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"area_id" integer,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"division" text,
	"branch" text,
	"poligon_points" text,
	"polygon_type" text,
	"shapes" text,
	"points" text,
	"radius" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_guid" uuid,
	"company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"device_id" integer,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'Pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_to_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_responses" ADD CONSTRAINT "alert_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_responses" ADD CONSTRAINT "alert_responses_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_employees_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_locations" ADD CONSTRAINT "device_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_locations" ADD CONSTRAINT "device_locations_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_route_taken_id_route_takens_id_fk" FOREIGN KEY ("route_taken_id") REFERENCES "public"."route_takens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_tags" ADD CONSTRAINT "route_tags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_takens" ADD CONSTRAINT "route_takens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_takens" ADD CONSTRAINT "route_takens_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_takens" ADD CONSTRAINT "route_takens_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_takens" ADD CONSTRAINT "route_takens_schedule_plan_id_schedule_plans_id_fk" FOREIGN KEY ("schedule_plan_id") REFERENCES "public"."schedule_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_takens" ADD CONSTRAINT "route_takens_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_plan_tags" ADD CONSTRAINT "schedule_plan_tags_schedule_plan_id_schedule_plans_id_fk" FOREIGN KEY ("schedule_plan_id") REFERENCES "public"."schedule_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_plan_tags" ADD CONSTRAINT "schedule_plan_tags_tag_id_route_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."route_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_plan_tags" ADD CONSTRAINT "schedule_plan_tags_tag_to_route_id_tag_to_routes_id_fk" FOREIGN KEY ("tag_to_route_id") REFERENCES "public"."tag_to_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_plans" ADD CONSTRAINT "schedule_plans_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_plans" ADD CONSTRAINT "schedule_plans_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_plans" ADD CONSTRAINT "schedule_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_plans" ADD CONSTRAINT "schedule_plans_start_position_tag_id_route_tags_id_fk" FOREIGN KEY ("start_position_tag_id") REFERENCES "public"."route_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_contacts" ADD CONSTRAINT "site_contacts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_enrollments" ADD CONSTRAINT "tag_enrollments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_enrollments" ADD CONSTRAINT "tag_enrollments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_enrollments" ADD CONSTRAINT "tag_enrollments_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_enrollments" ADD CONSTRAINT "tag_enrollments_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_to_routes" ADD CONSTRAINT "tag_to_routes_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_to_routes" ADD CONSTRAINT "tag_to_routes_tag_id_route_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."route_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_responses_to_unique" ON "alert_responses" USING btree ("responded_to_guid");--> statement-breakpoint
CREATE INDEX "areas_company_idx" ON "areas" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_guid_unique" ON "attendance" USING btree ("event_guid");--> statement-breakpoint
CREATE INDEX "attendance_site_time_idx" ON "attendance" USING btree ("site_id","clock_time");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_guid_unique" ON "chat_messages" USING btree ("event_guid");--> statement-breakpoint
CREATE INDEX "chat_messages_site_idx" ON "chat_messages" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_locations_guid_unique" ON "device_locations" USING btree ("event_guid");--> statement-breakpoint
CREATE INDEX "device_locations_device_time_idx" ON "device_locations" USING btree ("device_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_app_instance_unique" ON "devices" USING btree ("app_instance_id");--> statement-breakpoint
CREATE INDEX "devices_site_idx" ON "devices" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_unique" ON "employees" USING btree (lower("email_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_id_unique" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employees_company_idx" ON "employees" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_guid_unique" ON "events" USING btree ("event_guid");--> statement-breakpoint
CREATE INDEX "events_company_time_idx" ON "events" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE INDEX "events_company_id_idx" ON "events" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "route_tags_site_serial_unique" ON "route_tags" USING btree ("site_id","serial_number");--> statement-breakpoint
CREATE INDEX "route_takens_company_idx" ON "route_takens" USING btree ("company_id","completed_at");--> statement-breakpoint
CREATE INDEX "schedule_plan_tags_plan_idx" ON "schedule_plan_tags" USING btree ("schedule_plan_id");--> statement-breakpoint
CREATE INDEX "schedule_plans_site_time_idx" ON "schedule_plans" USING btree ("site_id","start_time");--> statement-breakpoint
CREATE INDEX "schedule_plans_end_idx" ON "schedule_plans" USING btree ("end_time");--> statement-breakpoint
CREATE INDEX "sites_company_idx" ON "sites" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "tag_to_routes_route_idx" ON "tag_to_routes" USING btree ("route_id");