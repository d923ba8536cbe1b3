-- `upgrade_items` (issue 32 "every money path"): a whole upgrade in one round trip (spec 001 §5 Upgrade),
-- as `open_case` (migrations 0014, 0017) does for an opening. The server rolls first, with the player's
-- remembered seed pair at its next nonce, and decides the prizes, the pity credit and the coins; the
-- statement then does everything the transaction of `modules/upgrades/service.ts` did: the stake items
-- leave the inventory (`progress` → `EXCHANGED`), the users row takes the balance part, the experience,
-- the pity credit and the coins in one update, the pair's nonce moves on, the prizes enter the inventory
-- (source `Upgrade`), the `upgrades` record is written and the ledger gets one row per balance change
-- (`upgrade`, `upgrade_pity`, `upgrade_coins`, reference `upgrade:<id>`, each with `balance_after`).
-- Refusals come back as a status before anything changes: `authentication` (the session is not this
-- user's, or revoked, or expired), `self_excluded` (with its end), `seed_changed` (the pair or its nonce
-- moved on since the server remembered it: the caller reloads it and rolls again). Raised, undoing
-- everything: CUPGR when a stake item left `progress` or changed since the caller read it (409
-- outdated), CBAL when the balance no longer covers the balance part (402), CSEED when the pair moved
-- on between the check and the nonce update. Locks in the order of the old transaction: the stake
-- items (by id), then the users row, then the seed row, as openings and rotations lock users before
-- seeds. Amounts in kopecks, coins whole.
-- Shared steps of the one-statement games (issue 32), used by `upgrade_items`, `sign_contract` (0030)
-- and `start_mines` (0031); `open_case` and `sell_items` keep their own copies.

-- True when `p_token_hash` is null (the caller checked the session) or names a live session of
-- `p_user`; slides that session's expiry as `optionalUser` does, at most once per `p_slide_ms`.
CREATE OR REPLACE FUNCTION game_session_ok(p_user integer, p_token_hash text, p_slide_ms bigint)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_session_user integer;
BEGIN
  IF p_token_hash IS NULL THEN
    RETURN true;
  END IF;
  SELECT s.user_id INTO v_session_user FROM sessions s
    WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > now();
  IF v_session_user IS DISTINCT FROM p_user THEN
    RETURN false;
  END IF;
  UPDATE sessions s SET last_used_at = now(), expires_at = now() + s.ttl_seconds * interval '1 second'
    WHERE s.token_hash = p_token_hash
      AND s.last_used_at < now() - p_slide_ms * interval '1 millisecond';
  RETURN true;
END
$$;
--> statement-breakpoint
-- The player's running self-exclusion: `excluded`, and its end (`until`, null for good).
CREATE OR REPLACE FUNCTION game_self_exclusion(p_user integer, OUT excluded boolean,
  OUT until timestamptz) LANGUAGE plpgsql AS $$
BEGIN
  excluded := false;
  SELECT e.until, true INTO until, excluded FROM self_exclusions e
    WHERE e.user_id = p_user AND (e.until IS NULL OR e.until > now());
  excluded := coalesce(excluded, false);
END
$$;
--> statement-breakpoint
-- True while `p_seed` is the player's active pair at nonce `p_nonce` (a read, before any change).
CREATE OR REPLACE FUNCTION game_seed_at(p_user integer, p_seed integer, p_nonce integer)
RETURNS boolean LANGUAGE sql AS $$
  SELECT EXISTS (SELECT 1 FROM fairness_seeds f
    WHERE f.id = p_seed AND f.user_id = p_user AND f.revealed_at IS NULL AND f.nonce = p_nonce);
$$;
--> statement-breakpoint
-- Moves the pair's nonce on by `p_count` from `p_nonce`; its hash and client seed. Raises CSEED when
-- the pair is no longer active at that nonce (everything is undone; the caller rolls again).
CREATE OR REPLACE FUNCTION game_take_nonces(p_user integer, p_seed integer, p_nonce integer,
  p_count integer, OUT server_seed_hash text, OUT client_seed text) LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fairness_seeds f SET nonce = f.nonce + p_count
    WHERE f.id = p_seed AND f.user_id = p_user AND f.revealed_at IS NULL AND f.nonce = p_nonce
    RETURNING f.server_seed_hash, f.client_seed INTO server_seed_hash, client_seed;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seed_changed' USING ERRCODE = 'CSEED';
  END IF;
END
$$;
--> statement-breakpoint
-- Takes the player's items `p_ids` (distinct) into a game: locks them in id order (two games over
-- overlapping items never deadlock) and moves them `progress` → `EXCHANGED`. Raises CUPGR (409
-- outdated; everything undone) unless every one moved and their prices sum to `p_value` (kopecks).
CREATE OR REPLACE FUNCTION game_take_stake(p_user integer, p_ids bigint[], p_value bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_moved integer;
  v_value bigint;
BEGIN
  PERFORM 1 FROM inventory_items i WHERE i.id = ANY (p_ids) ORDER BY i.id FOR UPDATE;
  WITH moved AS (
    UPDATE inventory_items i SET status = 'EXCHANGED', updated_at = now()
      WHERE i.user_id = p_user AND i.status = 'progress' AND i.id = ANY (p_ids)
      RETURNING i.price
  )
  SELECT count(*), coalesce(sum(m.price), 0) INTO v_moved, v_value FROM moved m;
  IF v_moved <> cardinality(p_ids) OR v_value <> p_value THEN
    RAISE EXCEPTION 'upgrade_not_found_outdated' USING ERRCODE = 'CUPGR';
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upgrade_items(
  p_user integer,
  p_token_hash text,
  p_slide_ms bigint,
  p_ids bigint[],
  p_items_value bigint,
  p_balance bigint,
  p_exp bigint,
  p_seed integer,
  p_nonce integer,
  p_chance float8,
  p_roll float8,
  p_success boolean,
  p_prizes jsonb,
  p_stake_items jsonb,
  p_targets jsonb,
  p_target_value bigint,
  p_pity_value bigint,
  p_pity_credit bigint,
  p_coins integer
) RETURNS TABLE (
  out_status text,
  out_id bigint,
  out_prize_ids bigint[],
  out_exp bigint,
  out_balance bigint,
  out_coin_balance bigint,
  out_until timestamptz
) LANGUAGE plpgsql AS $$
DECLARE
  v_until timestamptz;
  v_excluded boolean := false;
  v_balance bigint;
  v_coin_balance bigint;
  v_exp bigint;
  v_hash text;
  v_client text;
  v_prize jsonb;
  v_prize_id bigint;
  v_prize_ids bigint[] := '{}';
  v_id bigint;
  v_reference text;
BEGIN
  IF NOT game_session_ok(p_user, p_token_hash, p_slide_ms) THEN
    RETURN QUERY SELECT 'authentication'::text, NULL::bigint, NULL::bigint[], NULL::bigint,
      NULL::bigint, NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;
  SELECT x.excluded, x.until INTO v_excluded, v_until FROM game_self_exclusion(p_user) x;
  IF v_excluded THEN
    RETURN QUERY SELECT 'self_excluded'::text, NULL::bigint, NULL::bigint[], NULL::bigint,
      NULL::bigint, NULL::bigint, v_until;
    RETURN;
  END IF;
  IF NOT game_seed_at(p_user, p_seed, p_nonce) THEN
    RETURN QUERY SELECT 'seed_changed'::text, NULL::bigint, NULL::bigint[], NULL::bigint,
      NULL::bigint, NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;

  PERFORM game_take_stake(p_user, p_ids, p_items_value);

  UPDATE users u SET balance = u.balance - p_balance + p_pity_credit,
      coin_balance = u.coin_balance + p_coins,
      exp = u.exp + p_exp, spent = u.spent + p_balance
    WHERE u.id = p_user AND u.balance >= p_balance
    RETURNING u.balance, u.coin_balance, u.exp INTO v_balance, v_coin_balance, v_exp;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'balance_error' USING ERRCODE = 'CBAL0';
  END IF;

  SELECT n.server_seed_hash, n.client_seed INTO v_hash, v_client
    FROM game_take_nonces(p_user, p_seed, p_nonce, 1) n;

  -- One row per prize, in the order given (the answer lists them in that order).
  FOR v_prize IN SELECT * FROM jsonb_array_elements(p_prizes) LOOP
    INSERT INTO inventory_items (user_id, item_id, price, status, source, server_seed_hash,
        client_seed, nonce, roll)
      VALUES (p_user, v_prize ->> 'item', (v_prize ->> 'price')::bigint, 'progress', 'Upgrade',
        v_hash, v_client, p_nonce, p_roll)
      RETURNING id INTO v_prize_id;
    v_prize_ids := v_prize_ids || v_prize_id;
  END LOOP;

  INSERT INTO upgrades (user_id, stake_items, stake_balance, stake_value, targets, target_value,
      chance, roll, success, server_seed_hash, client_seed, nonce, prize_inventory_ids, pity_value,
      pity_credit, coins)
    VALUES (p_user, p_stake_items, p_balance, p_items_value + p_balance, p_targets, p_target_value,
      p_chance, p_roll, p_success, v_hash, v_client, p_nonce, v_prize_ids, p_pity_value,
      p_pity_credit, p_coins)
    RETURNING id INTO v_id;
  v_reference := 'upgrade:' || v_id;

  IF p_balance > 0 THEN
    INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
      VALUES (p_user, 'RUB', -p_balance, 'upgrade', v_reference, v_balance - p_pity_credit);
  END IF;
  IF p_pity_credit > 0 THEN
    INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
      VALUES (p_user, 'RUB', p_pity_credit, 'upgrade_pity', v_reference, v_balance);
  END IF;
  IF p_coins > 0 THEN
    INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
      VALUES (p_user, 'COIN', p_coins, 'upgrade_coins', v_reference, v_coin_balance);
  END IF;

  RETURN QUERY SELECT 'ok'::text, v_id, v_prize_ids, v_exp, v_balance, v_coin_balance,
    NULL::timestamptz;
END
$$;
