ALTER TABLE "events" ADD COLUMN "theme" text DEFAULT 'classico' NOT NULL;--> statement-breakpoint
-- Existing events get the theme their event type suggested when themes arrived
-- (suggestedEventTheme in @celebra/contracts as of this migration).
UPDATE "events" AS e SET "theme" = CASE
  WHEN t."name" ~* '(beb|fralda|revela|batizado|maternidade)' THEN 'cha-de-bebe'
  WHEN t."name" ~* '(infantil|crian|kids|mesvers)' THEN 'aniversario-infantil'
  WHEN t."name" ~* '(anivers|festa|debutante|15 anos)' THEN 'boho'
  WHEN t."name" ~* '(formatura|corporativo|empresa)' THEN 'minimalista'
  ELSE 'classico'
END
FROM "event_categories" AS c
JOIN "event_types" AS t ON t."id" = c."event_type_id"
WHERE c."id" = e."event_category_id";
