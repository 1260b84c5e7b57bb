-- The colour a company's client portal is drawn in (issue 33): #rrggbb, or null for the portal's own.
ALTER TABLE "companies" ADD COLUMN "portal_colour" text;
