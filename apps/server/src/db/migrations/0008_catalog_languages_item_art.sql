ALTER TABLE "cases" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "label_name_en" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "slot" text DEFAULT 'misc' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "steam_icon" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "steam_icon_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "name_en" text;