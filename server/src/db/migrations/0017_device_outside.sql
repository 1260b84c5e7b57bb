-- When a handset was last found outside its site's boundary (null: inside, or never seen outside): its next
-- location inside marks the boundary exit alert 'back inside'.
ALTER TABLE "devices" ADD COLUMN "outside_since" timestamp with time zone;
