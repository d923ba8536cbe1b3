DROP INDEX "withdrawal_jobs_due_idx";--> statement-breakpoint
ALTER TABLE "withdrawal_jobs" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "withdrawal_jobs" DROP COLUMN "attempts";