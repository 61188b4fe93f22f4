CREATE TABLE "export_slots" (
	"id" text PRIMARY KEY NOT NULL,
	"user_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "export_slots_user_idx" ON "export_slots" USING btree ("user_key", "expires_at");
