-- `sign_contract` (issue 32 "every money path"): a whole contract in one round trip (issue 11
-- "Contracts", spec 001 §5), as `upgrade_items` (migration 0029) does for an upgrade. The server draws
-- first, with the player's remembered seed pair at its next nonce, and decides the prize item, the
-- credit and the coins; the statement does what the transaction of `modules/contracts/service.ts` did:
-- the inputs leave the inventory (`progress` → `EXCHANGED`), the users row takes the credit and the
-- coins in one update, the pair's nonce moves on, the prize enters the inventory (source `Contract`),
-- the `contracts` record is written and the ledger gets a row per balance change (`contract`,
-- `contract_coins`, reference `contract:<id>`, each with `balance_after`).
-- Refusals come back as a status before anything changes: `authentication`, `self_excluded` (with its
-- end), `seed_changed` (the caller reloads the pair and draws again). Raised, undoing everything: CUPGR
-- when an input left `progress` or changed since the caller read it (409 outdated), CSEED when the pair
-- moved on between the check and the nonce update. Locks: the inputs (by id), the users row, the seed
-- row. Amounts in kopecks, coins whole.
CREATE OR REPLACE FUNCTION sign_contract(
  p_user integer,
  p_token_hash text,
  p_slide_ms bigint,
  p_ids bigint[],
  p_input_value bigint,
  p_seed integer,
  p_nonce integer,
  p_input_items jsonb,
  p_band integer,
  p_band_roll float8,
  p_position_roll float8,
  p_multiplier float8,
  p_value bigint,
  p_prize_item text,
  p_prize_price bigint,
  p_credit bigint,
  p_coins integer
) RETURNS TABLE (
  out_status text,
  out_id bigint,
  out_prize_id bigint,
  out_balance bigint,
  out_coin_balance bigint,
  out_until timestamptz
) LANGUAGE plpgsql AS $$
DECLARE
  v_until timestamptz;
  v_excluded boolean := false;
  v_balance bigint;
  v_coin_balance bigint;
  v_hash text;
  v_client text;
  v_prize_id bigint;
  v_id bigint;
  v_reference text;
BEGIN
  IF NOT game_session_ok(p_user, p_token_hash, p_slide_ms) THEN
    RETURN QUERY SELECT 'authentication'::text, NULL::bigint, NULL::bigint, NULL::bigint,
      NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;
  SELECT x.excluded, x.until INTO v_excluded, v_until FROM game_self_exclusion(p_user) x;
  IF v_excluded THEN
    RETURN QUERY SELECT 'self_excluded'::text, NULL::bigint, NULL::bigint, NULL::bigint,
      NULL::bigint, v_until;
    RETURN;
  END IF;
  IF NOT game_seed_at(p_user, p_seed, p_nonce) THEN
    RETURN QUERY SELECT 'seed_changed'::text, NULL::bigint, NULL::bigint, NULL::bigint,
      NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;

  PERFORM game_take_stake(p_user, p_ids, p_input_value);

  UPDATE users u SET balance = u.balance + p_credit, coin_balance = u.coin_balance + p_coins
    WHERE u.id = p_user
    RETURNING u.balance, u.coin_balance INTO v_balance, v_coin_balance;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'sign_contract: no user %', p_user;
  END IF;

  SELECT n.server_seed_hash, n.client_seed INTO v_hash, v_client
    FROM game_take_nonces(p_user, p_seed, p_nonce, 1) n;

  IF p_prize_item IS NOT NULL THEN
    INSERT INTO inventory_items (user_id, item_id, price, status, source, server_seed_hash,
        client_seed, nonce, roll)
      VALUES (p_user, p_prize_item, p_prize_price, 'progress', 'Contract', v_hash, v_client, p_nonce,
        p_band_roll)
      RETURNING id INTO v_prize_id;
  END IF;

  INSERT INTO contracts (user_id, input_items, input_value, band, band_roll, position_roll,
      multiplier, value, result_item_id, result_inventory_id, credit, server_seed_hash, client_seed,
      nonce)
    VALUES (p_user, p_input_items, p_input_value, p_band, p_band_roll, p_position_roll, p_multiplier,
      p_value, p_prize_item, v_prize_id, p_credit, v_hash, v_client, p_nonce)
    RETURNING id INTO v_id;
  v_reference := 'contract:' || v_id;

  IF p_credit > 0 THEN
    INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
      VALUES (p_user, 'RUB', p_credit, 'contract', v_reference, v_balance);
  END IF;
  IF p_coins > 0 THEN
    INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
      VALUES (p_user, 'COIN', p_coins, 'contract_coins', v_reference, v_coin_balance);
  END IF;

  RETURN QUERY SELECT 'ok'::text, v_id, v_prize_id, v_balance, v_coin_balance, NULL::timestamptz;
END
$$;
