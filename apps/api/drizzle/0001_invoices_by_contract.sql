-- Invoices are reached only through the caller's contracts (issue #23).
--
-- The default search ('Últimas 10 facturas': newest first, LIMIT 10) used to walk
-- invoices_launch_date_idx backwards over every customer's invoices, joining each to its
-- contract only to drop those that were not the caller's: its cost grew with the company, not
-- with the customer. Without an index that starts with the launch date, the planner has one
-- way in: the caller's contracts (contracts_holder_line_idx for a customer, admin_contracts'
-- key for an administrator), then each contract's invoices through
-- (contract_id, launch_date desc, id desc), newest first, so a date range is one index range
-- per contract and a contract's page needs no sort.
--
-- Why contracts and not the holder carried on each invoice (holder_tax_id, launch_date desc):
-- administrators reach invoices only through their linked contracts, so the contract path is
-- needed anyway and one path serves both roles; a holder column would be a second copy of
-- contracts.holder_tax_id to rewrite on every change of holder (all of a supply's past invoices)
-- and to keep right in every writer; and a customer's own invoices (dozens of contracts) are
-- few enough to sort after reading them. No query of the portal orders everyone's invoices
-- by date, so nothing else used invoices_launch_date_idx.
--
-- The queries resolve the caller's contract ids first, as one array (scope.ts,
-- callerContractIds): a customer's invoices are read by `contract_id = any(array(select id from
-- contracts where holder_tax_id = $1))`, one index range per contract whatever the planner
-- believes of the customer's share of all contracts (with statistics from before a bulk load it
-- believed demo held a quarter of them, and walked the date index); an administrator's contracts
-- are found by key from that array instead of by hashing a scan of every contract.
-- src/routes/hotPlans.test.ts keeps all of this true.
DROP INDEX IF EXISTS "invoices_launch_date_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_contract_date_idx";--> statement-breakpoint
CREATE INDEX "invoices_contract_launch_idx" ON "invoices" USING btree ("contract_id","launch_date" DESC,"id" DESC);
