-- Answer times were once taken from the client (respondedAt, capped at the server's time), so an answer could claim
-- a time before its alert and show 'answered in 0 s'. Such answers get the time the server stored them, which the
-- audit trail recorded with the answer's insert; an answer without that record keeps its time.
UPDATE "alert_responses" AS r
SET "responded_at" = a."created_at",
  "response_seconds" = greatest(0, floor(extract(epoch from a."created_at" - r."alert_sent_at")))::integer
FROM (
  SELECT "entity_id", min("created_at") AS "created_at" FROM "audit_log"
  WHERE "entity" = 'alert_responses' AND "action" = 'insert' GROUP BY "entity_id"
) AS a
WHERE a."entity_id" = r."id" AND r."alert_sent_at" IS NOT NULL AND r."responded_at" < r."alert_sent_at";
