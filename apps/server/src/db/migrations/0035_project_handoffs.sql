-- The project switcher's taken hand-off tokens (issue 34): one row per token id, so a token signs in once.
-- (`payment_notices` of 0028 was written without a snapshot; 0035's snapshot now has it too.)
CREATE TABLE "project_handoffs" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
