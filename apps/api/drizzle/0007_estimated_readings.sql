-- Issue #20: an hourly reading is real (the distributor's meter) or estimated (filled in
-- until the real one arrives). The CNMC comparator's file carries it as Metodo_obtencion
-- R/E; the charts draw estimated hours differently. Existing rows are real readings.
-- IF NOT EXISTS: this migration first shipped with a journal date older than 0006's, so
-- drizzle skipped it on databases already at 0006; its date now follows 0006's and a
-- database that did apply it runs it again, harmlessly.
ALTER TABLE "hourly_readings" ADD COLUMN IF NOT EXISTS "estimated" boolean DEFAULT false NOT NULL;
