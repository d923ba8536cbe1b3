CREATE TABLE "battle_drops" (
	"battle_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"seat" integer NOT NULL,
	"item_id" text NOT NULL,
	"price" bigint NOT NULL,
	"roll" double precision NOT NULL,
	"owner_seat" integer NOT NULL,
	"inventory_item_id" bigint,
	CONSTRAINT "battle_drops_battle_id_round_seat_pk" PRIMARY KEY("battle_id","round","seat")
);
--> statement-breakpoint
CREATE TABLE "battle_members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "battle_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"battle_id" bigint NOT NULL,
	"seat" integer NOT NULL,
	"user_id" integer,
	"is_bot" boolean DEFAULT false NOT NULL,
	"client_seed" text NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_spectators" (
	"battle_id" bigint NOT NULL,
	"viewer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "battle_spectators_battle_id_viewer_pk" PRIMARY KEY("battle_id","viewer")
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "battles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ulid" text NOT NULL,
	"creator_id" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"seats" integer NOT NULL,
	"teams" boolean DEFAULT false NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_crazy" boolean DEFAULT false NOT NULL,
	"private_key" text,
	"price" bigint NOT NULL,
	"case_ids" integer[] NOT NULL,
	"drop_lists" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"public_seed" text,
	"round_ms" integer NOT NULL,
	"winner_seats" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tie_roll" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "battles_ulid_unique" UNIQUE("ulid")
);
--> statement-breakpoint
ALTER TABLE "battle_drops" ADD CONSTRAINT "battle_drops_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_drops" ADD CONSTRAINT "battle_drops_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_drops" ADD CONSTRAINT "battle_drops_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_members" ADD CONSTRAINT "battle_members_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_members" ADD CONSTRAINT "battle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_spectators" ADD CONSTRAINT "battle_spectators_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_members_seat_idx" ON "battle_members" USING btree ("battle_id","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_members_user_idx" ON "battle_members" USING btree ("battle_id","user_id") WHERE "battle_members"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "battle_members_user_battles_idx" ON "battle_members" USING btree ("user_id","battle_id");--> statement-breakpoint
CREATE INDEX "battles_status_created_idx" ON "battles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "battles_due_idx" ON "battles" USING btree ("ends_at") WHERE "battles"."status" = 'started';--> statement-breakpoint
CREATE INDEX "battles_expiry_idx" ON "battles" USING btree ("expires_at") WHERE "battles"."status" = 'created';