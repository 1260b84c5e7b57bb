-- The client's window (issue 33): a company's clients (a site's owner or manager, with the sites they may see), their
-- single-use sign-in links and their sessions, each stored only as a SHA-256 of its token. Clients are audited like the
-- management tables (who added one, changed its sites, sent a link, revoked it); links and sessions are not: they are
-- credentials, and their secrets stay out of the log.
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"email_address" text NOT NULL,
	"site_ids" integer[] NOT NULL,
	"last_link_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_email_unique" ON "clients" USING btree ("company_id", lower("email_address"));
--> statement-breakpoint
CREATE TRIGGER clients_audit AFTER INSERT OR UPDATE OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TABLE "client_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "client_links_hash_unique" ON "client_links" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "client_links_client_idx" ON "client_links" USING btree ("client_id");
--> statement-breakpoint
CREATE TABLE "client_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "client_sessions_hash_unique" ON "client_sessions" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "client_sessions_client_idx" ON "client_sessions" USING btree ("client_id");
