-- The maxímetro of an invoice in every power period: the highest quarter-hourly mean power
-- the meter recorded in the billing period, P1 first (2.0TD fills P1–P2, 3.0TD and 6.xTD
-- P1–P6; null: the period had no hour in that month, or gas). 'Potencia óptima' never advises
-- less than the highest of them, and 3.0TD excess-power terms are computed from them.
ALTER TABLE "invoices"
  ADD COLUMN IF NOT EXISTS "potencia_leida_p2" double precision,
  ADD COLUMN IF NOT EXISTS "potencia_leida_p3" double precision,
  ADD COLUMN IF NOT EXISTS "potencia_leida_p4" double precision,
  ADD COLUMN IF NOT EXISTS "potencia_leida_p5" double precision,
  ADD COLUMN IF NOT EXISTS "potencia_leida_p6" double precision;
