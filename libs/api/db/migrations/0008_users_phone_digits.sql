DROP INDEX "users_phone_digits_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace("users"."phone_number", '\D', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_phone_digits_trgm_idx" ON "users" USING gin ("phone_digits" gin_trgm_ops);