CREATE TABLE "offer_purchases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"personal_offer_id" bigint,
	"price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_purchases_personal_offer_id_unique" UNIQUE("personal_offer_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"image_case" text NOT NULL,
	"price" bigint NOT NULL,
	"old_price" bigint,
	"cases" jsonb NOT NULL,
	"bonus_coins" integer DEFAULT 0 NOT NULL,
	"bonus_money" bigint DEFAULT 0 NOT NULL,
	"label" text,
	"label_color" text,
	"label_name" text,
	"label_name_en" text,
	"per_player_limit" integer NOT NULL,
	"stock" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"trigger_type" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "offers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "offers_price_positive" CHECK ("offers"."price" > 0),
	CONSTRAINT "offers_sold_in_stock" CHECK ("offers"."stock" is null or "offers"."sold" <= "offers"."stock")
);
--> statement-breakpoint
CREATE TABLE "personal_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"trigger_type" text NOT NULL,
	"rule_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"bought_at" timestamp with time zone,
	CONSTRAINT "personal_offers_rule_uq" UNIQUE("user_id","rule_key")
);
--> statement-breakpoint
CREATE TABLE "secret_shop_purchases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "secret_shop_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"period" integer NOT NULL,
	"slot" integer NOT NULL,
	"item_id" text NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secret_shop_stock" (
	"period" integer NOT NULL,
	"slot" integer NOT NULL,
	"sold" integer NOT NULL,
	CONSTRAINT "secret_shop_stock_period_slot_pk" PRIMARY KEY("period","slot")
);
--> statement-breakpoint
CREATE TABLE "skin_exchanges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skin_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"value" bigint NOT NULL,
	"allowed" bigint NOT NULL,
	"taken" bigint NOT NULL,
	"credited" bigint NOT NULL,
	"given_ids" jsonb NOT NULL,
	"taken_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_purchases" ADD CONSTRAINT "offer_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_purchases" ADD CONSTRAINT "offer_purchases_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_offers" ADD CONSTRAINT "personal_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_offers" ADD CONSTRAINT "personal_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_shop_purchases" ADD CONSTRAINT "secret_shop_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_shop_purchases" ADD CONSTRAINT "secret_shop_purchases_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_exchanges" ADD CONSTRAINT "skin_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_purchases_user_idx" ON "offer_purchases" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE INDEX "personal_offers_user_idx" ON "personal_offers" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "secret_shop_purchases_user_idx" ON "secret_shop_purchases" USING btree ("user_id","period");--> statement-breakpoint
CREATE INDEX "skin_exchanges_user_idx" ON "skin_exchanges" USING btree ("user_id","created_at");