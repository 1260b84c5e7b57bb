-- The events' hash chain (0016) is computed for each stored row by its trigger. event_content and event_hash were
-- declared IMMUTABLE, though what they call (format, convert_to) is STABLE: PostgreSQL does not inline such a function,
-- so every row ran two SQL function calls, which halved the events stored a second. Declared STABLE, as their bodies
-- are, they are inlined into the trigger's expression (and into the integrity check's query). Their bodies are the
-- same: the same hashes.
ALTER FUNCTION event_content(events) STABLE;--> statement-breakpoint
ALTER FUNCTION event_hash(text, events) STABLE;
