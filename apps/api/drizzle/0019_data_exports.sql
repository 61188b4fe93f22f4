-- 'Descargar mis datos': the jobs that build a customer's data ZIP. The state lives here, not in
-- a replica's memory, so the replica a poll reaches answers it; the ZIP stays until expires_at.
CREATE TABLE "data_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file" bytea,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");
