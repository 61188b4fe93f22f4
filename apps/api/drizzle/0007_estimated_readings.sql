-- Issue #20: an hourly reading is real (the distributor's meter) or estimated (filled in
-- until the real one arrives). The CNMC comparator's file carries it as Metodo_obtencion
-- R/E; the charts draw estimated hours differently. Existing rows are real readings.
ALTER TABLE "hourly_readings" ADD COLUMN "estimated" boolean DEFAULT false NOT NULL;
