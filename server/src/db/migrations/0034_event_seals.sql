-- Each event is sealed by the server that stored it (issue 33): chain_seal is an HMAC of its place and hash in its
-- chain, with a key derived from the configured secret and never sent to the database (integrity/seal.ts), written in
-- the transaction that stored it. A row INSERTed by anyone else has no seal, or a wrong one, wherever it lands.
-- sealing_began records when this migration ran: a row stored before it has no seal and is judged as before (its hash,
-- its link and the signed checkpoints), as long as no sealed row precedes it in its chain.
ALTER TABLE "events" ADD COLUMN "chain_seal" text;--> statement-breakpoint
CREATE TABLE "sealing_began" ("at" timestamp with time zone NOT NULL);--> statement-breakpoint
INSERT INTO "sealing_began" ("at") VALUES (now());
