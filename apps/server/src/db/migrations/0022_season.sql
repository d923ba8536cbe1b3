CREATE TABLE "case_free_opens" (
	"user_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "case_free_opens_user_id_case_id_pk" PRIMARY KEY("user_id","case_id"),
	CONSTRAINT "case_free_opens_non_negative" CHECK ("case_free_opens"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "case_player_opens" (
	"user_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"opened" integer NOT NULL,
	CONSTRAINT "case_player_opens_user_id_case_id_pk" PRIMARY KEY("user_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "case_stock" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"used" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_entries" (
	"raffle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"tickets" integer NOT NULL,
	CONSTRAINT "raffle_entries_raffle_id_user_id_pk" PRIMARY KEY("raffle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "raffle_winners" (
	"raffle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" text NOT NULL,
	"inventory_item_id" bigint,
	"tickets" integer NOT NULL,
	"roll" double precision NOT NULL,
	CONSTRAINT "raffle_winners_raffle_id_position_pk" PRIMARY KEY("raffle_id","position")
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"season_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ticket_kopecks" bigint NOT NULL,
	"prizes" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"public_seed" text,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "raffles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "season_claims" (
	"user_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"level" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_claims_user_id_season_id_level_pk" PRIMARY KEY("user_id","season_id","level")
);
--> statement-breakpoint
CREATE TABLE "season_levels" (
	"season_id" integer NOT NULL,
	"level" integer NOT NULL,
	"cost" bigint NOT NULL,
	"reward_money" bigint DEFAULT 0 NOT NULL,
	"reward_coins" bigint DEFAULT 0 NOT NULL,
	"reward_cases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "season_levels_season_id_level_pk" PRIMARY KEY("season_id","level")
);
--> statement-breakpoint
CREATE TABLE "season_task_done" (
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_task_done_user_id_task_id_pk" PRIMARY KEY("user_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "season_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "season_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"season_id" integer NOT NULL,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"goal" bigint NOT NULL,
	"options" jsonb NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"reward_money" bigint DEFAULT 0 NOT NULL,
	"reward_coins" bigint DEFAULT 0 NOT NULL,
	"reward_cases" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"settings" jsonb NOT NULL,
	CONSTRAINT "seasons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "currency" text DEFAULT 'RUB' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "opens_limit" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "every_n_open_free" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "multifix_number" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "multicast_range" integer[];--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "is_offer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "coins_min" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "coins_max" integer;--> statement-breakpoint
ALTER TABLE "case_free_opens" ADD CONSTRAINT "case_free_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_free_opens" ADD CONSTRAINT "case_free_opens_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_player_opens" ADD CONSTRAINT "case_player_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_player_opens" ADD CONSTRAINT "case_player_opens_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_stock" ADD CONSTRAINT "case_stock_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_claims" ADD CONSTRAINT "season_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_claims" ADD CONSTRAINT "season_claims_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_levels" ADD CONSTRAINT "season_levels_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_task_done" ADD CONSTRAINT "season_task_done_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_task_done" ADD CONSTRAINT "season_task_done_task_id_season_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."season_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_tasks" ADD CONSTRAINT "season_tasks_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_tasks_season_idx" ON "season_tasks" USING btree ("season_id","level","position");--> statement-breakpoint
-- `open_case` v3 (issue 28, the full case card): a coin case debits coins (`p_currency` the coin code, price in
-- coins, no experience, no spending counted); a paid RUB drop pays the coins its roll drew (`coins` of each drop,
-- the case's `bonuses`) with a COIN ledger row; a case with an opens limit takes its openings from `case_stock`
-- (row-locked, checked before anything is written: N parallel openings of the last K never exceed K; status
-- `sold_out`); the player's every-N-th opening of an `every_n_open_free` case, and openings granted in
-- `case_free_opens`, cost nothing (their drops record `paid` 0 and earn no coins); a time-limited case opens
-- only inside its window (status `not_open`). Statuses: those of 0017, sold_out and not_open. The per-player
-- counts are read under the player's advisory lock and written only once the debit succeeded.
DROP FUNCTION IF EXISTS open_case(integer, text, bigint, integer, bigint, integer, bigint, bigint, text,
  integer, integer, jsonb);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION open_case(
  p_user integer,
  p_token_hash text,
  p_slide_ms bigint,
  p_case integer,
  p_price bigint,
  p_count integer,
  p_free_period_ms bigint,
  p_exp bigint,
  p_reference text,
  p_seed integer,
  p_nonce integer,
  p_drops jsonb,
  p_currency text,
  p_opens_limit integer,
  p_every_n integer,
  p_timed boolean
) RETURNS TABLE (
  out_status text,
  out_balance bigint,
  out_exp bigint,
  out_nickname text,
  out_item_ids bigint[],
  out_until timestamptz,
  out_coin_balance bigint,
  out_coins bigint,
  out_paid_count integer
) LANGUAGE plpgsql AS $$
DECLARE
  v_session_user integer;
  v_balance bigint;
  v_coin_balance bigint;
  v_exp bigint;
  v_nickname text;
  v_until timestamptz;
  v_excluded boolean := false;
  v_hash text;
  v_client text;
  v_used integer;
  v_granted integer := 0;
  v_granted_left integer;
  v_before integer := 0;
  v_paid boolean[] := '{}';
  v_paid_n integer := 0;
  v_cost bigint;
  v_coins bigint := 0;
  v_drop jsonb;
  v_i integer;
  v_rub boolean := p_currency = 'RUB';
BEGIN
  IF p_token_hash IS NOT NULL THEN
    SELECT s.user_id INTO v_session_user FROM sessions s
      WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > now();
    IF v_session_user IS DISTINCT FROM p_user THEN
      RETURN QUERY SELECT 'authentication'::text, NULL::bigint, NULL::bigint, NULL::text,
        NULL::bigint[], NULL::timestamptz, NULL::bigint, NULL::bigint, NULL::integer;
      RETURN;
    END IF;
    UPDATE sessions s SET last_used_at = now(), expires_at = now() + s.ttl_seconds * interval '1 second'
      WHERE s.token_hash = p_token_hash
        AND s.last_used_at < now() - p_slide_ms * interval '1 millisecond';
  END IF;

  IF NOT pg_try_advisory_xact_lock(5005, p_user) THEN
    RETURN QUERY SELECT 'fastOpen'::text, NULL::bigint, NULL::bigint, NULL::text,
      NULL::bigint[], NULL::timestamptz, NULL::bigint, NULL::bigint, NULL::integer;
    RETURN;
  END IF;

  PERFORM 1 FROM fairness_seeds f
    WHERE f.id = p_seed AND f.user_id = p_user AND f.revealed_at IS NULL AND f.nonce = p_nonce;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'seed_changed'::text, NULL::bigint, NULL::bigint, NULL::text,
      NULL::bigint[], NULL::timestamptz, NULL::bigint, NULL::bigint, NULL::integer;
    RETURN;
  END IF;

  IF p_timed THEN
    PERFORM 1 FROM cases c WHERE c.id = p_case
      AND (c.starts_at IS NULL OR c.starts_at <= now()) AND (c.ends_at IS NULL OR c.ends_at > now());
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'not_open'::text, NULL::bigint, NULL::bigint, NULL::text,
        NULL::bigint[], NULL::timestamptz, NULL::bigint, NULL::bigint, NULL::integer;
      RETURN;
    END IF;
  END IF;

  IF p_price = 0 THEN
    INSERT INTO free_case_claims AS c (user_id, case_id, last_opened_at) VALUES (p_user, p_case, now())
      ON CONFLICT (user_id, case_id) DO UPDATE SET last_opened_at = now()
      WHERE c.last_opened_at < now() - p_free_period_ms * interval '1 millisecond';
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'free_claimed'::text, NULL::bigint, NULL::bigint, NULL::text,
        NULL::bigint[], NULL::timestamptz, NULL::bigint, NULL::bigint, NULL::integer;
      RETURN;
    END IF;
    UPDATE users u SET exp = u.exp + p_exp, cases_opened = u.cases_opened + p_count
      WHERE u.id = p_user
      RETURNING u.balance, u.coin_balance, u.exp, u.nickname
      INTO v_balance, v_coin_balance, v_exp, v_nickname;
    SELECT array_agg(false) INTO v_paid FROM generate_series(1, p_count);
  ELSE
    SELECT e.until, true INTO v_until, v_excluded FROM self_exclusions e
      WHERE e.user_id = p_user AND (e.until IS NULL OR e.until > now());
    IF v_excluded THEN
      RETURN QUERY SELECT 'self_excluded'::text, NULL::bigint, NULL::bigint, NULL::text,
        NULL::bigint[], v_until, NULL::bigint, NULL::bigint, NULL::integer;
      RETURN;
    END IF;

    -- The stock row is locked before anything is written and kept until the end (one opening at a time).
    IF p_opens_limit IS NOT NULL THEN
      INSERT INTO case_stock (case_id, used) VALUES (p_case, 0) ON CONFLICT (case_id) DO NOTHING;
      SELECT s.used INTO v_used FROM case_stock s WHERE s.case_id = p_case FOR UPDATE;
      IF v_used + p_count > p_opens_limit THEN
        RETURN QUERY SELECT 'sold_out'::text, NULL::bigint, NULL::bigint, NULL::text,
          NULL::bigint[], NULL::timestamptz, NULL::bigint, NULL::bigint, NULL::integer;
        RETURN;
      END IF;
    END IF;

    SELECT f.count INTO v_granted FROM case_free_opens f WHERE f.user_id = p_user AND f.case_id = p_case;
    v_granted := coalesce(v_granted, 0);
    v_granted_left := v_granted;
    IF p_every_n IS NOT NULL THEN
      SELECT o.opened INTO v_before FROM case_player_opens o WHERE o.user_id = p_user AND o.case_id = p_case;
      v_before := coalesce(v_before, 0);
    END IF;
    FOR v_i IN 1..p_count LOOP
      v_drop := p_drops -> (v_i - 1);
      IF p_every_n IS NOT NULL AND (v_before + v_i) % p_every_n = 0 THEN
        v_paid := v_paid || false;
      ELSIF v_granted_left > 0 THEN
        v_granted_left := v_granted_left - 1;
        v_paid := v_paid || false;
      ELSE
        v_paid := v_paid || true;
        v_paid_n := v_paid_n + 1;
        IF v_rub THEN v_coins := v_coins + coalesce((v_drop ->> 'coins')::bigint, 0); END IF;
      END IF;
    END LOOP;
    v_cost := p_price * v_paid_n;

    IF v_rub THEN
      UPDATE users u SET balance = u.balance - v_cost, coin_balance = u.coin_balance + v_coins,
          exp = u.exp + floor(v_cost / 100), cases_opened = u.cases_opened + p_count,
          spent = u.spent + v_cost
        WHERE u.id = p_user AND u.balance >= v_cost
        RETURNING u.balance, u.coin_balance, u.exp, u.nickname
        INTO v_balance, v_coin_balance, v_exp, v_nickname;
    ELSE
      UPDATE users u SET coin_balance = u.coin_balance - v_cost, cases_opened = u.cases_opened + p_count
        WHERE u.id = p_user AND u.coin_balance >= v_cost
        RETURNING u.balance, u.coin_balance, u.exp, u.nickname
        INTO v_balance, v_coin_balance, v_exp, v_nickname;
    END IF;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'balance_error'::text, NULL::bigint, NULL::bigint, NULL::text,
        NULL::bigint[], NULL::timestamptz, NULL::bigint, NULL::bigint, NULL::integer;
      RETURN;
    END IF;
    IF v_cost > 0 AND v_rub THEN
      INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
        VALUES (p_user, 'RUB', -v_cost, 'case_open', p_reference, v_balance);
    END IF;
    IF v_cost > 0 AND NOT v_rub THEN
      INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
        VALUES (p_user, 'COIN', -v_cost, 'coin_case', p_reference, v_coin_balance);
    END IF;
    IF v_coins > 0 THEN
      INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
        VALUES (p_user, 'COIN', v_coins, 'case_coins', p_reference, v_coin_balance);
    END IF;
    IF p_opens_limit IS NOT NULL THEN
      UPDATE case_stock s SET used = s.used + p_count WHERE s.case_id = p_case;
    END IF;
    IF v_granted_left < v_granted THEN
      UPDATE case_free_opens f SET count = v_granted_left WHERE f.user_id = p_user AND f.case_id = p_case;
    END IF;
    IF p_every_n IS NOT NULL THEN
      INSERT INTO case_player_opens AS o (user_id, case_id, opened) VALUES (p_user, p_case, p_count)
        ON CONFLICT (user_id, case_id) DO UPDATE SET opened = o.opened + p_count;
    END IF;
  END IF;

  UPDATE fairness_seeds f SET nonce = f.nonce + p_count
    WHERE f.id = p_seed AND f.user_id = p_user AND f.revealed_at IS NULL AND f.nonce = p_nonce
    RETURNING f.server_seed_hash, f.client_seed INTO v_hash, v_client;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seed_changed' USING ERRCODE = 'CSEED';
  END IF;

  RETURN QUERY
    WITH inserted AS (
      INSERT INTO inventory_items (user_id, item_id, price, paid, status, source, case_id,
          server_seed_hash, client_seed, nonce, roll)
        SELECT p_user, d.item, d.price,
            CASE WHEN v_rub AND v_paid[d.i] THEN p_price ELSE 0 END,
            'progress', 'Case', p_case, v_hash, v_client, d.nonce, d.roll
          FROM jsonb_to_recordset(p_drops)
            AS d(i integer, item text, price bigint, nonce integer, roll float8, coins bigint)
        RETURNING id, nonce
    )
    SELECT 'ok'::text, v_balance, v_exp, v_nickname,
      (SELECT array_agg(i.id ORDER BY i.nonce) FROM inserted i), NULL::timestamptz,
      v_coin_balance, v_coins, v_paid_n;
END
$$;
