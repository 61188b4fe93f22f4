-- Refresh tokens rotate (issue #17, auth/rotation.ts): refresh_tokens keeps one row per
-- session with the hash of its current token; the tokens it rotated away from are kept in
-- rotated_refresh_tokens, so that one presented again (reuse) ends its session.
-- last_active_at is the login or the last refresh (SESSION_IDLE_MINUTES); sessions open at
-- the migration count as active then.
CREATE TABLE "rotated_refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"rotated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "rotated_refresh_tokens" ADD CONSTRAINT "rotated_refresh_tokens_session_id_refresh_tokens_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."refresh_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rotated_refresh_tokens_session_idx" ON "rotated_refresh_tokens" USING btree ("session_id");