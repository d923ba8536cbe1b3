ALTER TABLE "staff_totp" ADD COLUMN "last_step" bigint;--> statement-breakpoint
ALTER TABLE "staff_totp" ADD COLUMN "failed_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_totp" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
-- issue 44: TRUNCATE removes every row without a row trigger; refuse it like UPDATE and DELETE.
CREATE TRIGGER case_revisions_no_truncate BEFORE TRUNCATE ON case_revisions
  FOR EACH STATEMENT EXECUTE FUNCTION case_revisions_append_only();
