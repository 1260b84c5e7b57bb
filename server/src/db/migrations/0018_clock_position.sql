-- Where a clock-in or clock-out was: its position and how many metres beyond the site's boundary (0 inside;
-- null position: the handset sent none and had no location of the 5 minutes before).
ALTER TABLE "attendance" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "outside_metres" integer;
