-- Two-factor sign-in (TOTP, docs/security.md). two_factor says whether an employee's second factor is on: the audit
-- log shows its turning on and a sys-admin's reset as 'twoFactor: false → true' and back. The secret (confirmed, and
-- one being enrolled) and the recovery codes' hashes are secrets: migration 0016's audit_secret() keeps every column
-- whose name says secret or recovery out of the audit log. The time step of the last code used (so a code cannot be
-- used twice) changes at every sign-in: like token_version it is not a management change, so not audited.
ALTER TABLE "employees" ADD COLUMN "two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "two_factor_secret" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "two_factor_pending_secret" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "two_factor_recovery" text[];--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "two_factor_last_step" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP TRIGGER IF EXISTS employees_audit ON employees;
--> statement-breakpoint
CREATE TRIGGER employees_audit AFTER INSERT OR UPDATE OR DELETE ON employees FOR EACH ROW
  EXECUTE FUNCTION audit_row('token_version', 'two_factor_last_step');
