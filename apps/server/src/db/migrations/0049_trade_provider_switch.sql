CREATE TABLE "trade_provider_status" (
	"provider" text PRIMARY KEY NOT NULL,
	"balance_kopecks" bigint,
	"low" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_jobs" ADD COLUMN "pinned_provider" text;