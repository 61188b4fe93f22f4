-- 'Cuenta bancaria': one row per account a contract is debited from, each with the SEPA Core
-- mandate that authorised it. The current account is the contract's row without replaced_at
-- (at most one: the partial unique index). The mandate reference is random, so one
-- customer's reference says nothing about another's.
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"iban" text NOT NULL,
	"holder_name" text NOT NULL,
	"mandate_reference" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"user_id" integer,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "bank_accounts_mandate_reference_unique" UNIQUE("mandate_reference"),
	CONSTRAINT "bank_accounts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "bank_accounts_contract_idx" ON "bank_accounts" USING btree ("contract_id", "signed_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_current_idx" ON "bank_accounts" USING btree ("contract_id") WHERE "replaced_at" IS NULL;
