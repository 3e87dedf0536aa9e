CREATE TYPE "public"."party_media_status" AS ENUM('pending', 'approved', 'hidden');--> statement-breakpoint
CREATE TABLE "party_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "party_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"kind" "gallery_type" NOT NULL,
	"status" "party_media_status" NOT NULL,
	"guest_name" text,
	"url" text NOT NULL,
	"storage_key" text NOT NULL,
	"image" jsonb,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "party_media_size_non_negative" CHECK ("party_media"."size_bytes" >= 0),
	CONSTRAINT "party_media_guest_name_length" CHECK (char_length("party_media"."guest_name") <= 60)
);
--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "party_uploads_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "party_needs_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "wall_key" text;--> statement-breakpoint
ALTER TABLE "party_media" ADD CONSTRAINT "party_media_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "party_media_event_id_status_id_idx" ON "party_media" USING btree ("event_id","status","id");