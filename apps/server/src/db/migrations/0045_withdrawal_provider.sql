ALTER TABLE "withdrawal_jobs" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "withdrawal_jobs" ADD COLUMN "send_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_jobs" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawal_jobs" ADD COLUMN "price_paid" bigint;