CREATE TABLE "season_progress" (
	"user_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"kind" text NOT NULL,
	"case_id" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "season_progress_user_id_season_id_kind_case_id_pk" PRIMARY KEY("user_id","season_id","kind","case_id")
);
--> statement-breakpoint
ALTER TABLE "season_progress" ADD CONSTRAINT "season_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_progress" ADD CONSTRAINT "season_progress_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;