-- Proof of possession at signup: a one-time code sent to the contact on file of a holder (or
-- of an administrator the retailer registered). Only an HMAC of the code is stored.
CREATE TABLE "signup_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signup_codes_subject_idx" ON "signup_codes" USING btree ("subject");--> statement-breakpoint
-- The outbox also carries text messages (the signup code by SMS): `to` is then a phone.
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;
