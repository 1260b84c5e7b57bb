-- A company's time zone (an IANA name): every time its console, handsets, CSVs, PDFs and messages write is on its
-- clock, and its shift days start at its 06:00. Existing companies keep the South African time they had.
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Africa/Johannesburg' NOT NULL;
