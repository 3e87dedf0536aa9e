ALTER TABLE "events" ADD COLUMN "avatar_image" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "banner_image" jsonb;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "image" jsonb;