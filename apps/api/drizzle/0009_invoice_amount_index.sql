-- Issue #23: the amount slider's limits (getPriceMinAndMaxInvoice, a contract's limits) need
-- only the amounts of the caller's contracts' invoices. From an index of (contract, amount)
-- they come from the index alone (an index-only scan, one range per contract) instead of one
-- table page per invoice: among 3.9 million invoices an administrator's 40 contracts cost
-- ~1,300 pages and a quarter of the route's throughput. An index of its own: widening
-- invoices_contract_holder_launch_idx instead made PostgreSQL 17 (PGlite) plan an
-- administrator's dated search through everyone's invoices by date (routes/hotPlans.test.ts).
-- On a large live database, build it by hand first with CREATE INDEX CONCURRENTLY.
CREATE INDEX IF NOT EXISTS "invoices_contract_amount_idx" ON "invoices" USING btree ("contract_id", "total_amount");
