ALTER TABLE "orders" ADD COLUMN "shares_held_until" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "shares_held_until" = coalesce(
  (SELECT max("order_pix_charges"."expires_at") FROM "order_pix_charges" WHERE "order_pix_charges"."order_id" = "orders"."id"),
  "orders"."created_at" + interval '30 minutes'
) WHERE "orders"."status" = 'PENDING';
