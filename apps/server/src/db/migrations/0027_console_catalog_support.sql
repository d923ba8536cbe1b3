CREATE TABLE "case_revisions" (
	"case_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"drops" jsonb NOT NULL,
	"price" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "case_revisions_case_id_revision_pk" PRIMARY KEY("case_id","revision")
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_conversations_status" CHECK ("support_conversations"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"author_id" integer NOT NULL,
	"from_staff" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "case_revision" integer;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_revisions" ADD CONSTRAINT "case_revisions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_open_idx" ON "support_conversations" USING btree ("user_id") WHERE "support_conversations"."status" = 'open';--> statement-breakpoint
CREATE INDEX "support_conversations_inbox_idx" ON "support_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "support_conversations_user_idx" ON "support_conversations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","id");--> statement-breakpoint
-- Every published state of a case is a revision (issue 30): the seeded drop lists become revision 1. A drop
-- rolled before revisions were recorded has `case_revision` null and was rolled on revision 1 (no case changed
-- before this migration). Revisions are never changed or deleted.
INSERT INTO case_revisions (case_id, revision, drops, price, currency)
  SELECT c.id, 1,
    coalesce((SELECT jsonb_agg(jsonb_build_object('item', ci.item_id, 'weight', ci.weight) ORDER BY ci.position)
      FROM case_items ci WHERE ci.case_id = c.id), '[]'::jsonb),
    c.price, c.currency
  FROM cases c;
--> statement-breakpoint
CREATE FUNCTION case_revisions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'case_revisions is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER case_revisions_no_update BEFORE UPDATE OR DELETE ON case_revisions
  FOR EACH ROW EXECUTE FUNCTION case_revisions_append_only();
--> statement-breakpoint
-- `open_case` v4: as v3 (migration 0022), and each drop records the case revision it was rolled on (`rev` of
-- each drop in `p_drops`).
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
          case_revision, server_seed_hash, client_seed, nonce, roll)
        SELECT p_user, d.item, d.price,
            CASE WHEN v_rub AND v_paid[d.i] THEN p_price ELSE 0 END,
            'progress', 'Case', p_case, d.rev, v_hash, v_client, d.nonce, d.roll
          FROM jsonb_to_recordset(p_drops)
            AS d(i integer, item text, price bigint, nonce integer, roll float8, coins bigint, rev integer)
        RETURNING id, nonce
    )
    SELECT 'ok'::text, v_balance, v_exp, v_nickname,
      (SELECT array_agg(i.id ORDER BY i.nonce) FROM inserted i), NULL::timestamptz,
      v_coin_balance, v_coins, v_paid_n;
END
$$;
