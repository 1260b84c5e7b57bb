-- A client chooses which messages they want (issue 33): the kinds of message to site contacts (contract/portal.ts
-- CLIENT_MESSAGE_KINDS) the client turned off in the portal. Stored as the kinds turned off, so every kind is on
-- until the client says otherwise, and a kind added later is on too. The clients table's audit trigger (0029) logs
-- each change.
ALTER TABLE "clients" ADD COLUMN "messages_off" text[] DEFAULT '{}' NOT NULL;
