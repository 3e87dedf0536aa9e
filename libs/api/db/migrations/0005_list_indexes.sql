-- Trigram indexes for the back office's contains-filters (a trusted extension on PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (translate(lower(("first_name" || ' ' || "last_name")), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_digits_trgm_idx" ON "users" USING gin (regexp_replace("phone_number", '\D', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_details_event_date_idx" ON "event_details" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "events_active_created_at_idx" ON "events" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_slug_trgm_idx" ON "events" USING gin ("slug" gin_trgm_ops);