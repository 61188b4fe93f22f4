ALTER TABLE "refresh_tokens" ADD COLUMN "id" bigserial NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_id_idx" ON "refresh_tokens" USING btree ("id");
