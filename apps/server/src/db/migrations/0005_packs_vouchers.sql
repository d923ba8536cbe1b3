ALTER TABLE "items" ADD COLUMN "type" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "pack_items" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "paid" bigint;