-- Issue #21: the cost alert's e-mail is written in the language the customer had on screen
-- when they set the threshold (the PUT's Accept-Language): the mail may go out in a later
-- request, or in none. Existing alerts were set in Spanish, the portal's only language then.
ALTER TABLE "cost_alerts" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;
