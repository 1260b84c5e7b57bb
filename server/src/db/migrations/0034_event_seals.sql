-- Each event is sealed by the server that stored it (issue 33): event_seals holds an HMAC of the event's place and hash
-- in its chain, with a key derived from the configured secret and never sent to the database (integrity/seal.ts),
-- written in the transaction that stored the event. A row INSERTed into events by anyone else has no seal, or a wrong
-- one, wherever it lands. A table of its own, written once, rather than a column updated after the insert: the update
-- rewrote every new row and its seven indexes (tools/bench/hashChain.ts, docs/performance.md).
-- sealing_began records when this migration ran: an event stored before it has no seal and is judged as before (its
-- hash, its link and the signed checkpoints), as long as no sealed event precedes it in its chain.
CREATE TABLE "event_seals" (
  "event_id" integer PRIMARY KEY REFERENCES "events"("id") ON DELETE CASCADE,
  "seal" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "sealing_began" ("at" timestamp with time zone NOT NULL);--> statement-breakpoint
INSERT INTO "sealing_began" ("at") VALUES (now());
