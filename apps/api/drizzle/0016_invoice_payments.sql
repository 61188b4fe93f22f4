-- What is owed ('Importe pendiente'): what happened to each invoice's payment and its due
-- date ('Fecha de vencimiento'). 'Vencida' is not stored: it is an unpaid invoice past its
-- due date, derived when read (api-contract schemas/payment). Invoices already issued were
-- paid, due 20 days after issue (PAYMENT_TERM_DAYS).
ALTER TABLE "invoices" ADD COLUMN "payment_state" text DEFAULT 'pagada' NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_state_check" CHECK ("payment_state" IN ('pagada', 'pendiente', 'devuelta'));
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_date" date;
--> statement-breakpoint
UPDATE "invoices" SET "due_date" = "launch_date" + 20;
--> statement-breakpoint
-- 'Importe pendiente' reads a caller's unpaid invoices: few rows among many paid ones.
CREATE INDEX "invoices_unpaid_idx" ON "invoices" USING btree ("holder_tax_id", "due_date") WHERE "payment_state" <> 'pagada';
