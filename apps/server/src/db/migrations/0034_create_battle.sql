-- `create_battle` (issue 32 "every money path"): a battle created in one round trip (spec 001 §5 "Create
-- battle", §7 `POST /battles`, issue 10), as `join_battle` (0032) takes a seat. The server checks the input
-- (rounds, cases, prices) and makes the seeds first; the statement checks the remembered session
-- (`game_session_ok`, 0029; a null hash when the caller has just checked it) and self-exclusion, takes the
-- creator's client seed (the one given, else the player's active fairness pair's), and writes what the
-- transaction of `modules/battles/create.ts` did: the battle, the creator in seat 1, and the price taken from the
-- users row with its ledger row (`battle`, `battle:<ulid>`, with `balance_after`). Refusals come back as a status
-- before anything is written: `authentication`, `self_excluded` (with its end), `no_seed` (no active pair yet:
-- the caller starts one and calls again), `balance` (402). The caller queues the battle's expiry timer in the
-- same transaction. Kopecks.
CREATE OR REPLACE FUNCTION create_battle(
  p_user integer,
  p_token_hash text,
  p_slide_ms bigint,
  p_ulid text,
  p_seats integer,
  p_teams boolean,
  p_private boolean,
  p_crazy boolean,
  p_private_key text,
  p_price bigint,
  p_case_ids integer[],
  p_drop_lists jsonb,
  p_server_seed text,
  p_server_seed_hash text,
  p_round_ms integer,
  p_expires_at timestamptz,
  p_client_seed text
) RETURNS TABLE (out_status text, out_battle bigint, out_balance bigint, out_until timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_until timestamptz;
  v_excluded boolean := false;
  v_client_seed text := p_client_seed;
  v_battle bigint;
  v_balance bigint;
BEGIN
  IF NOT game_session_ok(p_user, p_token_hash, p_slide_ms) THEN
    RETURN QUERY SELECT 'authentication'::text, NULL::bigint, NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;
  SELECT x.excluded, x.until INTO v_excluded, v_until FROM game_self_exclusion(p_user) x;
  IF v_excluded THEN
    RETURN QUERY SELECT 'self_excluded'::text, NULL::bigint, NULL::bigint, v_until;
    RETURN;
  END IF;
  IF v_client_seed IS NULL THEN
    SELECT f.client_seed INTO v_client_seed FROM fairness_seeds f
      WHERE f.user_id = p_user AND f.revealed_at IS NULL;
    IF v_client_seed IS NULL THEN
      RETURN QUERY SELECT 'no_seed'::text, NULL::bigint, NULL::bigint, NULL::timestamptz;
      RETURN;
    END IF;
  END IF;
  WITH changed AS (
    UPDATE users u SET balance = u.balance - p_price
      WHERE u.id = p_user AND u.balance >= p_price
      RETURNING u.balance
  )
  INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
    SELECT p_user, 'RUB', -p_price, 'battle', 'battle:' || p_ulid, c.balance FROM changed c
    RETURNING balance_after INTO v_balance;
  IF v_balance IS NULL THEN
    RETURN QUERY SELECT 'balance'::text, NULL::bigint, NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;
  INSERT INTO battles (ulid, creator_id, seats, teams, is_private, is_crazy, private_key, price, case_ids,
      drop_lists, server_seed, server_seed_hash, round_ms, expires_at)
    VALUES (p_ulid, p_user, p_seats, p_teams, p_private, p_crazy, p_private_key, p_price, p_case_ids,
      p_drop_lists, p_server_seed, p_server_seed_hash, p_round_ms, p_expires_at)
    RETURNING id INTO v_battle;
  INSERT INTO battle_members (battle_id, seat, user_id, client_seed, paid)
    VALUES (v_battle, 1, p_user, v_client_seed, p_price);
  RETURN QUERY SELECT 'ok'::text, v_battle, v_balance, NULL::timestamptz;
END
$$;
