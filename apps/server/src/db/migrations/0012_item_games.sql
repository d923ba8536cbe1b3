CREATE TABLE "contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"input_items" jsonb NOT NULL,
	"input_value" bigint NOT NULL,
	"band" integer NOT NULL,
	"band_roll" double precision NOT NULL,
	"position_roll" double precision NOT NULL,
	"multiplier" double precision NOT NULL,
	"value" bigint NOT NULL,
	"result_item_id" text,
	"result_inventory_id" bigint,
	"credit" bigint DEFAULT 0 NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sapper_games" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sapper_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount" bigint NOT NULL,
	"mines" integer NOT NULL,
	"house_edge" double precision NOT NULL,
	"layout" integer[] NOT NULL,
	"salt" text NOT NULL,
	"layout_hash" text NOT NULL,
	"revealed" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"hit_cell" integer,
	"payout" bigint DEFAULT 0 NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "upgrades" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upgrades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"stake_items" jsonb NOT NULL,
	"stake_balance" bigint DEFAULT 0 NOT NULL,
	"stake_value" bigint NOT NULL,
	"targets" jsonb NOT NULL,
	"target_value" bigint NOT NULL,
	"chance" double precision NOT NULL,
	"roll" double precision NOT NULL,
	"success" boolean NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"prize_inventory_ids" bigint[] NOT NULL,
	"pity_value" bigint DEFAULT 0 NOT NULL,
	"pity_credit" bigint DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_result_item_id_items_id_fk" FOREIGN KEY ("result_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sapper_games" ADD CONSTRAINT "sapper_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrades" ADD CONSTRAINT "upgrades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_user_idx" ON "contracts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sapper_games_open_idx" ON "sapper_games" USING btree ("user_id") WHERE "sapper_games"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sapper_games_user_idx" ON "sapper_games" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "upgrades_user_idx" ON "upgrades" USING btree ("user_id","id");