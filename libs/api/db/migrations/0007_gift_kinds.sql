CREATE TYPE "public"."gift_kind" AS ENUM('fixed', 'free', 'shares');--> statement-breakpoint
ALTER TABLE "gifts" DROP CONSTRAINT "gifts_price_positive";--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "kind" "gift_kind" DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "share_count" integer;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "suggested_amounts" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_kind" "gift_kind" DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "share_count" integer;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_event_id_idx" ON "gifts" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_price_of_kind" CHECK (("gifts"."kind" = 'free' and "gifts"."price" = 0) or ("gifts"."kind" <> 'free' and "gifts"."price" > 0));--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_shares_of_kind" CHECK (("gifts"."kind" = 'shares' and "gifts"."share_count" is not null and "gifts"."share_count" >= 2 and "gifts"."price" % "gifts"."share_count" = 0)
        or ("gifts"."kind" <> 'shares' and "gifts"."share_count" is null));--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_own_kinds" CHECK ("gifts"."kind" = 'fixed' or "gifts"."event_id" is not null);