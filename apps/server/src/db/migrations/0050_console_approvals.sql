CREATE TABLE "console_approvals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "console_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"body" jsonb NOT NULL,
	"kopecks" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "console_approvals_status" CHECK ("console_approvals"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "console_approvals_reason" CHECK ("console_approvals"."reason" in ('item_cap', 'day_cap'))
);
--> statement-breakpoint
CREATE TABLE "staff_value_days" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"kopecks" bigint NOT NULL,
	CONSTRAINT "staff_value_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "console_approvals" ADD CONSTRAINT "console_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_approvals" ADD CONSTRAINT "console_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_value_days" ADD CONSTRAINT "staff_value_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_approvals_pending_idx" ON "console_approvals" USING btree ("status","id");