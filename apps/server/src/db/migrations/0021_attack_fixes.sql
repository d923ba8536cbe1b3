ALTER TABLE "promo_codes" ADD COLUMN "requires_deposit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_winners" ADD COLUMN "position" integer;--> statement-breakpoint
-- The seeded instant code pays only to players who have deposited (issue 26).
UPDATE "promo_codes" SET "requires_deposit" = true WHERE "code" = 'DOTA100';--> statement-breakpoint
-- Trade links and the trade-link mission's identity in canonical form (issue 26): the partner without
-- leading zeros; the claim key the account's SteamID64. Where two claims name one account, the first
-- keeps its reward and the key; later ones keep their old key (their reward was paid already).
UPDATE "users" SET "steam_link" = regexp_replace("steam_link", 'partner=0+([1-9])', 'partner=\1')
  WHERE "steam_link" ~ 'partner=0+[1-9]';--> statement-breakpoint
WITH canon AS (
  SELECT "user_id", "type",
    'steam:' || (76561197960265728 + substring("claim_key" from '^partner:0*([1-9][0-9]{0,9})$')::bigint)::text AS "key",
    row_number() OVER (
      PARTITION BY substring("claim_key" from '^partner:0*([1-9][0-9]{0,9})$')::bigint
      ORDER BY "claimed_at", "user_id") AS "n"
  FROM "user_missions"
  WHERE "type" = 'trade_link' AND "claim_key" ~ '^partner:0*[1-9][0-9]{0,9}$'
    AND substring("claim_key" from '^partner:0*([1-9][0-9]{0,9})$')::bigint <= 4294967295
)
UPDATE "user_missions" m SET "claim_key" = canon."key"
  FROM canon
  WHERE m."user_id" = canon."user_id" AND m."type" = canon."type" AND canon."n" = 1;
