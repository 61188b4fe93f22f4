-- 'Sesiones y actividad' (issue #37): each session keeps how it was opened (the user agent,
-- cut to 300 characters, and the client's network, never the full address) and when; the
-- account's activity is kept 12 months (auth/activity.ts purges older rows).
ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE TABLE "account_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"address" text,
	"user_agent" text,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "account_activity" ADD CONSTRAINT "account_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_activity_user_idx" ON "account_activity" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "account_activity_at_idx" ON "account_activity" USING btree ("at");
