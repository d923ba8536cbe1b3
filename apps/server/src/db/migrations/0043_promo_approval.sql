CREATE TABLE "staff_promo_days" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"kopecks" bigint NOT NULL,
	CONSTRAINT "staff_promo_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "staff_promo_days" ADD CONSTRAINT "staff_promo_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;