-- A customer's invoices by their holder, newest first, in one index range (issue #23).
--
-- 0001 reached a customer's invoices through their contracts: one index range of
-- (contract_id, launch_date desc, id desc) per contract, then a sort of everything read to
-- keep the newest 10. That costs what the customer's data costs, but a customer with 15
-- contracts paid 15 index descents and a sort of every recent invoice on each first page of
-- /allinvoices, about twice the database time of the same page on a database small enough
-- to be read whole (bench:scale, PostgreSQL, scale 10000 against the demo seed alone).
--
-- Carrying the holder on the invoice makes 'Últimas 10 facturas' one range of
-- (holder_tax_id, launch_date desc, id desc) that stops after 10 rows, and a customer's dated
-- search one range too. The copy cannot drift: (contract_id, holder_tax_id) references
-- contracts (id, holder_tax_id), so an invoice with another holder than its contract's is
-- refused, and a change of a supply's holder rewrites its invoices (ON UPDATE CASCADE).
-- Administrators still reach invoices through their linked contracts: they are not the holder.
--
-- 0001's per-contract index becomes (contract_id, holder_tax_id, launch_date desc, id desc):
-- the foreign key's own columns (a change of holder or a deleted contract finds its invoices
-- by it), and one index for "this contract's invoices of this holder". With only
-- (contract_id, ...) beside the holder index, the planner answered a customer's unpaged reads
-- (price limits, the search by number) by reading the holder's whole range once per contract
-- and intersecting it with that contract's (BitmapAnd). The queries name the holder on both
-- invoices and contracts (routes/invoices/invoiceConditions.ts); src/routes/hotPlans.test.ts
-- keeps the plans proportional to the caller's own rows.
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_id_holder_key" UNIQUE ("id", "holder_tax_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "holder_tax_id" text;--> statement-breakpoint
UPDATE "invoices" SET "holder_tax_id" = c."holder_tax_id" FROM "contracts" c WHERE c."id" = "invoices"."contract_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "holder_tax_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_contract_id_contracts_id_fk";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_holder_fk" FOREIGN KEY ("contract_id", "holder_tax_id") REFERENCES "public"."contracts"("id", "holder_tax_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "invoices_holder_launch_idx" ON "invoices" USING btree ("holder_tax_id", "launch_date" DESC, "id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_contract_launch_idx";--> statement-breakpoint
CREATE INDEX "invoices_contract_holder_launch_idx" ON "invoices" USING btree ("contract_id", "holder_tax_id", "launch_date" DESC, "id" DESC);
