CREATE TABLE "order_pix_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_pix_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"copy_paste" text NOT NULL,
	"qr_code_base64" text,
	"payment_link" text,
	"provider_charge_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_pix_charges_order_attempt_key" UNIQUE("order_id","attempt"),
	CONSTRAINT "order_pix_charges_attempt_positive" CHECK ("order_pix_charges"."attempt" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_pix_charges" ADD CONSTRAINT "order_pix_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;