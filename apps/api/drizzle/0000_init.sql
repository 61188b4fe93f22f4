CREATE TABLE "admin_contracts" (
	"admin_user_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	CONSTRAINT "admin_contracts_admin_user_id_contract_id_pk" PRIMARY KEY("admin_user_id","contract_id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_abonado" text NOT NULL,
	"codigo_contrato_sicom" text NOT NULL,
	"holder_tax_id" text NOT NULL,
	"line" text NOT NULL,
	"cups" text NOT NULL,
	"calle" text NOT NULL,
	"extension" text DEFAULT '' NOT NULL,
	"num_domicilio" text DEFAULT '' NOT NULL,
	"cod_postal" text NOT NULL,
	"ciudad" text NOT NULL,
	"provincia" text NOT NULL,
	"fecha_alta" date NOT NULL,
	"fecha_baja" date,
	"estado" text NOT NULL,
	"tarifa" text NOT NULL,
	"access_fee" text NOT NULL,
	"marca" text DEFAULT 'OV Energía' NOT NULL,
	"potencia_p1" double precision DEFAULT 0 NOT NULL,
	"potencia_p2" double precision DEFAULT 0 NOT NULL,
	"potencia_p3" double precision DEFAULT 0 NOT NULL,
	"potencia_p4" double precision DEFAULT 0 NOT NULL,
	"potencia_p5" double precision DEFAULT 0 NOT NULL,
	"potencia_p6" double precision DEFAULT 0 NOT NULL,
	"caudal" double precision,
	CONSTRAINT "contracts_cod_abonado_unique" UNIQUE("cod_abonado")
);
--> statement-breakpoint
CREATE TABLE "debug_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"event" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "holders" (
	"tax_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "hourly_readings" (
	"contract_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"active_kwh" double precision NOT NULL,
	"reactive_kvarh" double precision NOT NULL,
	"surplus_kwh" double precision NOT NULL,
	CONSTRAINT "hourly_readings_contract_id_at_pk" PRIMARY KEY("contract_id","at")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"serie" text NOT NULL,
	"numero" text NOT NULL,
	"launch_date" date NOT NULL,
	"reading_from" date NOT NULL,
	"reading_until" date NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"consumption_kwh" numeric(14, 3) NOT NULL,
	"consumo_p1" numeric(14, 3) DEFAULT '0' NOT NULL,
	"consumo_p2" numeric(14, 3) DEFAULT '0' NOT NULL,
	"consumo_p3" numeric(14, 3) DEFAULT '0' NOT NULL,
	"consumo_p4" numeric(14, 3) DEFAULT '0' NOT NULL,
	"consumo_p5" numeric(14, 3) DEFAULT '0' NOT NULL,
	"consumo_p6" numeric(14, 3) DEFAULT '0' NOT NULL,
	"potencia_leida_p1" double precision,
	"categoria" text DEFAULT 'EN' NOT NULL,
	"is_unificada" boolean DEFAULT false NOT NULL,
	"is_unica" boolean DEFAULT false NOT NULL,
	"serie_unica" text,
	"numero_unica" text,
	"can_download" boolean DEFAULT true NOT NULL,
	"proforma_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_subcategories" (
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "issue_subcategories_category_id_name_pk" PRIMARY KEY("category_id","name")
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"category_id" text NOT NULL,
	"subcategory" text NOT NULL,
	"line" text NOT NULL,
	"cups" text NOT NULL,
	"contract_code" text NOT NULL,
	"status" text DEFAULT 'Abierta' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"tax_id" text,
	"phone" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_contracts" ADD CONSTRAINT "admin_contracts_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_contracts" ADD CONSTRAINT "admin_contracts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_holder_tax_id_holders_tax_id_fk" FOREIGN KEY ("holder_tax_id") REFERENCES "public"."holders"("tax_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_readings" ADD CONSTRAINT "hourly_readings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_subcategories" ADD CONSTRAINT "issue_subcategories_category_id_issue_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."issue_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_contracts_contract_idx" ON "admin_contracts" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contracts_holder_line_idx" ON "contracts" USING btree ("holder_tax_id","line","cod_abonado");--> statement-breakpoint
CREATE INDEX "contracts_cups_idx" ON "contracts" USING btree ("cups");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_serie_numero_idx" ON "invoices" USING btree ("serie","numero");--> statement-breakpoint
CREATE INDEX "invoices_contract_date_idx" ON "invoices" USING btree ("contract_id","launch_date");--> statement-breakpoint
CREATE INDEX "invoices_launch_date_idx" ON "invoices" USING btree ("launch_date");--> statement-breakpoint
CREATE INDEX "invoices_numero_idx" ON "invoices" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "issues_user_status_idx" ON "issues" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "issues_idempotency_idx" ON "issues" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("user_key","failed_at");--> statement-breakpoint
CREATE INDEX "meter_readings_contract_idx" ON "meter_readings" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_role_idx" ON "users" USING btree (lower("username"),"role");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_tax_id_idx" ON "users" USING btree ("tax_id");