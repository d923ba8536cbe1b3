CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "original_amount" bigint;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "original_currency" text;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "rate" double precision;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "country" text DEFAULT 'RU' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "currency" text DEFAULT 'RUB' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "original_amount" bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "rate" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "bonus" jsonb;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_reconcile_idx" ON "payment_orders" USING btree ("next_check_at") WHERE "payment_orders"."status" = 'pending';