CREATE TABLE "bonus_claims" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_claims_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_claims" ADD CONSTRAINT "bonus_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;