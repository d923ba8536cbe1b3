-- `sell_items` (issue 14 "every money path"): an instant sale of the caller's chosen items in one round
-- trip (spec 001 §4 Sell), as `open_case` (migration 0014) does for an opening. The items go from
-- `progress` to `selled` and the balance gets their summed price with its ledger row, all in the one
-- statement's transaction. Refusals come back as a status before anything changes: `authentication`
-- (the session is not this user's, or revoked, or expired), `invalidItem` (an id is not the user's),
-- `inventory` (an item is no longer in progress). An item that leaves `progress` between that check and
-- the update (another sale in the same instant) raises SQLSTATE CSELL, which undoes the statement.
-- Ids are the inventory ids, without duplicates; amounts in kopecks.
CREATE OR REPLACE FUNCTION sell_items(
  p_user integer,
  p_token_hash text,
  p_slide_ms bigint,
  p_ids bigint[],
  p_reference text
) RETURNS TABLE (
  out_status text,
  out_balance bigint,
  out_amount bigint,
  out_total bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_session_user integer;
  v_count integer := cardinality(p_ids);
  v_owned integer;
  v_active integer;
  v_moved integer;
  v_amount bigint;
  v_balance bigint;
  v_total bigint;
BEGIN
  IF p_token_hash IS NOT NULL THEN
    SELECT s.user_id INTO v_session_user FROM sessions s
      WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > now();
    IF v_session_user IS DISTINCT FROM p_user THEN
      RETURN QUERY SELECT 'authentication'::text, NULL::bigint, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    UPDATE sessions s SET last_used_at = now(), expires_at = now() + s.ttl_seconds * interval '1 second'
      WHERE s.token_hash = p_token_hash
        AND s.last_used_at < now() - p_slide_ms * interval '1 millisecond';
  END IF;

  SELECT count(*), count(*) FILTER (WHERE i.status = 'progress') INTO v_owned, v_active
    FROM inventory_items i WHERE i.user_id = p_user AND i.id = ANY (p_ids);
  IF v_owned <> v_count THEN
    RETURN QUERY SELECT 'invalidItem'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_active <> v_count THEN
    RETURN QUERY SELECT 'inventory'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  -- The items are locked before the users row, as in the sale that ran in application code before.
  WITH moved AS (
    UPDATE inventory_items i SET status = 'selled', updated_at = now()
      WHERE i.user_id = p_user AND i.status = 'progress' AND i.id = ANY (p_ids)
      RETURNING i.price
  )
  SELECT count(*), coalesce(sum(m.price), 0) INTO v_moved, v_amount FROM moved m;
  IF v_moved <> v_count THEN
    RAISE EXCEPTION 'inventory' USING ERRCODE = 'CSELL';
  END IF;

  IF v_amount > 0 THEN
    UPDATE users u SET balance = u.balance + v_amount WHERE u.id = p_user
      RETURNING u.balance INTO v_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'sell_items: no user %', p_user;
    END IF;
    INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
      VALUES (p_user, 'RUB', v_amount, 'sell', p_reference, v_balance);
  ELSE
    SELECT u.balance INTO v_balance FROM users u WHERE u.id = p_user;
  END IF;

  SELECT coalesce(sum(i.price), 0) INTO v_total FROM inventory_items i
    WHERE i.user_id = p_user AND i.status = 'progress';
  RETURN QUERY SELECT 'ok'::text, v_balance, v_amount, v_total;
END
$$;
