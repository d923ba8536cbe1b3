CREATE TABLE "withdrawal_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	"method" text NOT NULL,
	"target" text NOT NULL,
	"state" text NOT NULL,
	"timer_ends_at" timestamp with time zone NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"trade_offer_id" text,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_jobs" ADD CONSTRAINT "withdrawal_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_jobs" ADD CONSTRAINT "withdrawal_jobs_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_jobs_active_item_idx" ON "withdrawal_jobs" USING btree ("inventory_item_id") WHERE "withdrawal_jobs"."state" in ('PREPARING', 'send');--> statement-breakpoint
CREATE INDEX "withdrawal_jobs_due_idx" ON "withdrawal_jobs" USING btree ("state","next_run_at");--> statement-breakpoint
CREATE INDEX "withdrawal_jobs_user_created_idx" ON "withdrawal_jobs" USING btree ("user_id","created_at");