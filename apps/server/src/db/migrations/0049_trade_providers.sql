CREATE TABLE "shop_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_provider_status" (
	"provider" text PRIMARY KEY NOT NULL,
	"balance_kopecks" bigint,
	"low" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_jobs" ADD COLUMN "pinned_provider" text;--> statement-breakpoint
ALTER TABLE "shop_ledger" ADD CONSTRAINT "shop_ledger_withdrawal_id_withdrawal_jobs_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_ledger_withdrawal_kind_idx" ON "shop_ledger" USING btree ("withdrawal_id","kind");