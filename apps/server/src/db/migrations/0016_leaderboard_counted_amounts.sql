ALTER TABLE "leaderboard_counted" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "leaderboard_counted" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "leaderboard_counted" ADD COLUMN "at" timestamp with time zone;