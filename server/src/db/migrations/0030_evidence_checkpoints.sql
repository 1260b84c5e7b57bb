-- Evidence outside the writer's reach (docs/security.md, 'A patrol record that shows tampering'). Two parts:
--
-- 1. The audit log is chained as the events are (0016): each row's hash is SHA-256 of the previous hash of its
--    company's chain and its content, set by a trigger in the transaction that writes it, so a row changed in place or
--    removed from the middle is seen.
-- 2. Signed checkpoints: a job (server/src/modules/integrity/checkpoints.ts) records each chain's head (seq, hash,
--    rows in the chain) at least hourly, signed with a key that is not in the database (CHECKPOINT_SECRET, or derived
--    from JWT_SECRET, or kept in DATA_DIR). Whoever can write to the database can remove rows and recompute a chain,
--    but cannot sign a checkpoint: the check compares each chain with its checkpoints.
ALTER TABLE "audit_log" ADD COLUMN "chain_company_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_prev" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_hash" text;--> statement-breakpoint
-- A row's content as hashed: everything it records (chain_company_id is the company, 0 for none).
CREATE OR REPLACE FUNCTION audit_content(a audit_log) RETURNS text AS $$
  SELECT format('%s|%s|%s|%s|%s|%s|%s|%s|%s|%s', (a).chain_company_id, (a).employee_id,
    extract(epoch from (a).created_at), (a).entity, (a).entity_id, (a).action, (a).changes::text, (a).actor_name,
    (a).actor_role, (a).entity_name);
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_hash(prev text, a audit_log) RETURNS text AS $$
  SELECT encode(sha256(convert_to(prev || '|' || audit_content(a), 'UTF8')), 'hex');
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Links an audit row to the head of its company's chain: its seq, the head's hash, and its own hash.
CREATE OR REPLACE FUNCTION link_audit(a audit_log) RETURNS audit_log AS $$
DECLARE
  head record;
BEGIN
  a.chain_company_id := COALESCE(a.company_id, 0);
  SELECT chain_seq, chain_hash INTO head FROM audit_log
    WHERE chain_company_id = a.chain_company_id AND chain_seq IS NOT NULL
    ORDER BY chain_seq DESC LIMIT 1;
  a.chain_seq := COALESCE(head.chain_seq, 0) + 1;
  a.chain_prev := COALESCE(head.chain_hash, '');
  a.chain_hash := audit_hash(a.chain_prev, a);
  RETURN a;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION chain_audit() RETURNS trigger AS $$
BEGIN
  -- One writer at a time per company's chain until the transaction ends (the events' locks are (company, device)
  -- with a company id above 0; -1 keeps these apart).
  PERFORM pg_advisory_xact_lock(-1, COALESCE(NEW.company_id, 0));
  RETURN link_audit(NEW);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_unique" ON "audit_log" USING btree ("chain_company_id", "chain_seq");--> statement-breakpoint
-- The rows written before: chained in the order they were written.
DO $$
DECLARE
  a audit_log;
BEGIN
  FOR a IN SELECT * FROM audit_log ORDER BY id LOOP
    a := link_audit(a);
    UPDATE audit_log SET chain_company_id = a.chain_company_id, chain_seq = a.chain_seq, chain_prev = a.chain_prev,
      chain_hash = a.chain_hash WHERE id = a.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION chain_audit();--> statement-breakpoint
-- A chain's signed head. chain: 'events' (one chain per company and device; device_id 0 for the events of no device)
-- or 'audit' (one per company; device_id 0). n numbers a chain's checkpoints 1, 2, 3… (signed, so a checkpoint
-- removed from the middle is seen). site_id is the device's site when the checkpoint was made. No foreign keys: a
-- checkpoint is evidence and outlives what it names.
CREATE TABLE "chain_checkpoints" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_checkpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"chain" text NOT NULL,
	"device_id" integer NOT NULL,
	"site_id" integer,
	"n" integer NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"row_count" bigint NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chain_checkpoints_chain_n_unique" ON "chain_checkpoints" USING btree ("company_id","chain","device_id","n");--> statement-breakpoint
CREATE INDEX "chain_checkpoints_company_time_idx" ON "chain_checkpoints" USING btree ("company_id","made_at");
