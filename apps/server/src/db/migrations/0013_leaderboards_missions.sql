CREATE TABLE "leaderboard_counted" (
	"board_id" integer NOT NULL,
	"ref" bigint NOT NULL,
	CONSTRAINT "leaderboard_counted_board_id_ref_pk" PRIMARY KEY("board_id","ref")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_prizes" (
	"board_id" integer NOT NULL,
	"place" integer NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "leaderboard_prizes_board_id_place_pk" PRIMARY KEY("board_id","place")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_scores" (
	"board_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_scores_board_id_user_id_pk" PRIMARY KEY("board_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_winners" (
	"board_id" integer NOT NULL,
	"place" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_winners_board_id_place_pk" PRIMARY KEY("board_id","place")
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leaderboards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"series" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"min_score" bigint DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"swept_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "daily_notices" (
	"user_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_notices_user_id_case_id_claimed_at_pk" PRIMARY KEY("user_id","case_id","claimed_at")
);
--> statement-breakpoint
CREATE TABLE "daily_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"push" boolean DEFAULT false NOT NULL,
	"email" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_emails" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "user_emails_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_missions" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "user_missions_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_counted" ADD CONSTRAINT "leaderboard_counted_board_id_leaderboards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_prizes" ADD CONSTRAINT "leaderboard_prizes_board_id_leaderboards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_prizes" ADD CONSTRAINT "leaderboard_prizes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_board_id_leaderboards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_winners" ADD CONSTRAINT "leaderboard_winners_board_id_leaderboards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_winners" ADD CONSTRAINT "leaderboard_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_winners" ADD CONSTRAINT "leaderboard_winners_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_notices" ADD CONSTRAINT "daily_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_notices" ADD CONSTRAINT "daily_notices_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_preferences" ADD CONSTRAINT "daily_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_emails" ADD CONSTRAINT "user_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_missions" ADD CONSTRAINT "user_missions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_scores_rank_idx" ON "leaderboard_scores" USING btree ("board_id","score" DESC NULLS LAST,"reached_at","user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_winners_user_idx" ON "leaderboard_winners" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboards_series_start_idx" ON "leaderboards" USING btree ("series","starts_at");--> statement-breakpoint
CREATE INDEX "leaderboards_open_idx" ON "leaderboards" USING btree ("ends_at") WHERE "leaderboards"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "daily_preferences_on_idx" ON "daily_preferences" USING btree ("user_id") WHERE "daily_preferences"."push" or "daily_preferences"."email";--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_case_open_idx" ON "ledger" USING btree ("created_at") WHERE "ledger"."reason" = 'case_open';