DROP INDEX "users_full_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (translate(lower(("users"."first_name" || ' ' || "users"."last_name")), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_name_trgm_idx" ON "users" USING gin ("search_name" gin_trgm_ops);