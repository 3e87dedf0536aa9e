ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_idempotency_key" UNIQUE("event_id","idempotency_key");