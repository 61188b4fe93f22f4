-- 'Preferencias' and the postal address of 'Datos de contacto' (issue #37). Per contract: paper
-- or e-mail invoices and the address for correspondence (no row, or empty fields: paper to the
-- supply address). Per user: the notices wanted; the language of e-mails and documents is
-- users.language (the signup's, 'es' by default), which now decides every mail to the user.
CREATE TABLE "contract_preferences" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"paperless" boolean DEFAULT false NOT NULL,
	"postal_street" text,
	"postal_number" text,
	"postal_code" text,
	"postal_town" text,
	"postal_province" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_preferences_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_new_invoice" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_cost_alert" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_request_updates" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- One mechanism for the mail language: a cost alert set in another language (0008) was the
-- customer's only way to say it; it becomes the user's language.
UPDATE "users" SET "language" = "cost_alerts"."language" FROM "cost_alerts"
WHERE "cost_alerts"."user_id" = "users"."id" AND "users"."language" = 'es' AND "cost_alerts"."language" <> 'es';
