CREATE TABLE "guest_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"attending" boolean NOT NULL,
	"companions" integer DEFAULT 0 NOT NULL,
	"companion_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_responses_companions_valid" CHECK ("guest_responses"."companions" >= 0 and cardinality("guest_responses"."companion_names") <= "guest_responses"."companions")
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "companion_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "attending" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_responses" ADD CONSTRAINT "guest_responses_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_responses" ADD CONSTRAINT "guest_responses_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_responses_guest_id_idx" ON "guest_responses" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "guest_responses_event_id_idx" ON "guest_responses" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_companion_names_within_companions" CHECK (cardinality("guests"."companion_names") <= "guests"."companions");