-- Issue #19: the prices each contract is billed at (one row per revision), what an invoice
-- needs besides its kWh to be explained line by line, and the cost alert.
CREATE TABLE "price_plans" (
	"contract_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"energy_p1" numeric(10, 6) DEFAULT '0' NOT NULL,
	"energy_p2" numeric(10, 6) DEFAULT '0' NOT NULL,
	"energy_p3" numeric(10, 6) DEFAULT '0' NOT NULL,
	"energy_p4" numeric(10, 6) DEFAULT '0' NOT NULL,
	"energy_p5" numeric(10, 6) DEFAULT '0' NOT NULL,
	"energy_p6" numeric(10, 6) DEFAULT '0' NOT NULL,
	"power_p1" numeric(10, 6) DEFAULT '0' NOT NULL,
	"power_p2" numeric(10, 6) DEFAULT '0' NOT NULL,
	"power_p3" numeric(10, 6) DEFAULT '0' NOT NULL,
	"power_p4" numeric(10, 6) DEFAULT '0' NOT NULL,
	"power_p5" numeric(10, 6) DEFAULT '0' NOT NULL,
	"power_p6" numeric(10, 6) DEFAULT '0' NOT NULL,
	"meter_rental_day" numeric(10, 6) DEFAULT '0' NOT NULL,
	"surplus_price" numeric(10, 6) DEFAULT '0' NOT NULL,
	"electricity_tax_rate" numeric(12, 10) DEFAULT '0' NOT NULL,
	"electricity_tax_min_mwh" numeric(8, 4) DEFAULT '0' NOT NULL,
	"gas_fixed_day" numeric(10, 6) DEFAULT '0' NOT NULL,
	"gas_variable_kwh" numeric(10, 6) DEFAULT '0' NOT NULL,
	"hydrocarbons_kwh" numeric(10, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "price_plans_contract_id_valid_from_pk" PRIMARY KEY("contract_id","valid_from")
);
--> statement-breakpoint
ALTER TABLE "price_plans" ADD CONSTRAINT "price_plans_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "iva_rate" numeric(5, 4) DEFAULT '0.21' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "surplus_kwh" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE TABLE "cost_alerts" (
	"contract_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"threshold_cents" integer NOT NULL,
	"notified_period_from" date,
	"notified_at" timestamp with time zone,
	CONSTRAINT "cost_alerts_contract_id_user_id_pk" PRIMARY KEY("contract_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "cost_alerts" ADD CONSTRAINT "cost_alerts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_alerts" ADD CONSTRAINT "cost_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
