ALTER TABLE "guest_messages" ADD COLUMN "thanked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_responses" ADD COLUMN "thanked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "thanked_at" timestamp with time zone;