CREATE TYPE "public"."invitation_source" AS ENUM('host', 'import', 'site');--> statement-breakpoint
CREATE TYPE "public"."rsvp_question_kind" AS ENUM('text', 'single', 'multiple');--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"group_name" text,
	"max_companions" integer DEFAULT 0 NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"code_hash" text NOT NULL,
	"source" "invitation_source" DEFAULT 'host' NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_max_companions_range" CHECK ("invitations"."max_companions" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "rsvp_answers" (
	"invitation_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"values" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvp_answers_invitation_id_question_id_pk" PRIMARY KEY("invitation_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "rsvp_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rsvp_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"kind" "rsvp_question_kind" NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ALTER COLUMN "attending" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "rsvp_deadline" date;--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "rsvp_reminders_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "rsvp_reminder_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "rsvp_open_answers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "invitation_message" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "invitation_id" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "is_child" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invitation_id" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_answers" ADD CONSTRAINT "rsvp_answers_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_answers" ADD CONSTRAINT "rsvp_answers_question_id_rsvp_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."rsvp_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_questions" ADD CONSTRAINT "rsvp_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_code_hash_key" ON "invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "invitations_event_id_name_idx" ON "invitations" USING btree ("event_id",translate(lower("name"), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn'));--> statement-breakpoint
CREATE INDEX "invitations_event_id_group_idx" ON "invitations" USING btree ("event_id","group_name");--> statement-breakpoint
CREATE INDEX "rsvp_answers_question_id_idx" ON "rsvp_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "rsvp_questions_event_id_idx" ON "rsvp_questions" USING btree ("event_id","position");--> statement-breakpoint
-- Each guest already on a list becomes a one-person invitation; nothing of the guest changes.
ALTER TABLE "invitations" ADD COLUMN "legacy_guest_id" integer;--> statement-breakpoint
INSERT INTO "invitations" ("event_id", "name", "max_companions", "email", "phone_number", "code", "code_hash", "source", "answered_at", "anonymised_at", "created_at", "updated_at", "legacy_guest_id")
SELECT g."event_id", g."first_name" || ' ' || g."last_name", least(g."companions", 20), g."email", g."phone_number", c."code",
  encode(sha256(convert_to(c."code", 'UTF8')), 'hex'),
  CASE WHEN g."source" = 'guest' THEN 'site'::"invitation_source" ELSE 'host'::"invitation_source" END,
  CASE WHEN g."source" = 'guest' THEN g."created_at" END,
  g."anonymised_at", g."created_at", g."updated_at", g."id"
FROM "guests" g CROSS JOIN LATERAL (SELECT replace(gen_random_uuid()::text, '-', '') || g."id"::text AS "code") c;--> statement-breakpoint
UPDATE "guests" g SET "invitation_id" = i."id" FROM "invitations" i WHERE i."legacy_guest_id" = g."id";--> statement-breakpoint
ALTER TABLE "invitations" DROP COLUMN "legacy_guest_id";--> statement-breakpoint
ALTER TABLE "guests" ALTER COLUMN "invitation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_invitation_id_idx" ON "guests" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "guests_event_id_full_name_idx" ON "guests" USING btree ("event_id",translate(lower(("first_name" || ' ' || "last_name")), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn'));--> statement-breakpoint
CREATE INDEX "orders_invitation_id_idx" ON "orders" USING btree ("invitation_id");