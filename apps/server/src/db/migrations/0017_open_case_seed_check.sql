-- `open_case` (migration 0014) answers a seed pair that moved on with the status `seed_changed` before it
-- changes anything, instead of raising CSEED after the debit. The raise aborted the transaction, and
-- node-postgres hands the error back before the backend has finished aborting; the server's next try,
-- on another pooled connection, then met the advisory lock still held and refused the player with
-- `fastOpen` (seen with two server processes, each remembering its own nonce). The raise stays for a
-- pair moved on between the check and the nonce update. Statuses: those of 0014 and seed_changed.
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
  p_drops jsonb
) RETURNS TABLE (
  out_status text,
  out_balance bigint,
  out_exp bigint,
  out_nickname text,
  out_item_ids bigint[],
  out_until timestamptz
) LANGUAGE plpgsql AS $$
DECLARE
  v_session_user integer;
  v_cost bigint := p_price * p_count;
  v_balance bigint;
  v_exp bigint;
  v_nickname text;
  v_until timestamptz;
  v_excluded boolean := false;
  v_hash text;
  v_client text;
BEGIN
  IF p_token_hash IS NOT NULL THEN
    SELECT s.user_id INTO v_session_user FROM sessions s
      WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > now();
    IF v_session_user IS DISTINCT FROM p_user THEN
      RETURN QUERY SELECT 'authentication'::text, NULL::bigint, NULL::bigint, NULL::text,
        NULL::bigint[], NULL::timestamptz;
      RETURN;
    END IF;
    UPDATE sessions s SET last_used_at = now(), expires_at = now() + s.ttl_seconds * interval '1 second'
      WHERE s.token_hash = p_token_hash
        AND s.last_used_at < now() - p_slide_ms * interval '1 millisecond';
  END IF;

  IF NOT pg_try_advisory_xact_lock(5005, p_user) THEN
    RETURN QUERY SELECT 'fastOpen'::text, NULL::bigint, NULL::bigint, NULL::text,
      NULL::bigint[], NULL::timestamptz;
    RETURN;
  END IF;

  -- The pair the caller rolled with must still be the active one at this nonce; when it is not (the
  -- caller remembered an older nonce: another server process opened since, or another game moved it)
  -- the answer is a status and nothing changes. An error here would abort the transaction, and the
  -- caller's next try, on another pooled connection, could meet this backend still holding the lock.
  PERFORM 1 FROM fairness_seeds f
    WHERE f.id = p_seed AND f.user_id = p_user AND f.revealed_at IS NULL AND f.nonce = p_nonce;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'seed_changed'::text, NULL::bigint, NULL::bigint, NULL::text,
      NULL::bigint[], NULL::timestamptz;
    RETURN;
  END IF;

  IF p_price = 0 THEN
    INSERT INTO free_case_claims AS c (user_id, case_id, last_opened_at) VALUES (p_user, p_case, now())
      ON CONFLICT (user_id, case_id) DO UPDATE SET last_opened_at = now()
      WHERE c.last_opened_at < now() - p_free_period_ms * interval '1 millisecond';
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'free_claimed'::text, NULL::bigint, NULL::bigint, NULL::text,
        NULL::bigint[], NULL::timestamptz;
      RETURN;
    END IF;
    UPDATE users u SET exp = u.exp + p_exp, cases_opened = u.cases_opened + p_count
      WHERE u.id = p_user
      RETURNING u.balance, u.exp, u.nickname INTO v_balance, v_exp, v_nickname;
  ELSE
    SELECT e.until, true INTO v_until, v_excluded FROM self_exclusions e
      WHERE e.user_id = p_user AND (e.until IS NULL OR e.until > now());
    IF v_excluded THEN
      RETURN QUERY SELECT 'self_excluded'::text, NULL::bigint, NULL::bigint, NULL::text,
        NULL::bigint[], v_until;
      RETURN;
    END IF;
    UPDATE users u SET balance = u.balance - v_cost, exp = u.exp + p_exp,
        cases_opened = u.cases_opened + p_count, spent = u.spent + v_cost
      WHERE u.id = p_user AND u.balance >= v_cost
      RETURNING u.balance, u.exp, u.nickname INTO v_balance, v_exp, v_nickname;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'balance_error'::text, NULL::bigint, NULL::bigint, NULL::text,
        NULL::bigint[], NULL::timestamptz;
      RETURN;
    END IF;
    INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
      VALUES (p_user, 'RUB', -v_cost, 'case_open', p_reference, v_balance);
  END IF;

  -- The users row is locked (above) before the seed row, as in every transaction touching both.
  UPDATE fairness_seeds f SET nonce = f.nonce + p_count
    WHERE f.id = p_seed AND f.user_id = p_user AND f.revealed_at IS NULL AND f.nonce = p_nonce
    RETURNING f.server_seed_hash, f.client_seed INTO v_hash, v_client;
  IF NOT FOUND THEN
    -- Moved on after the check above (another game of the player, in the same instant).
    RAISE EXCEPTION 'seed_changed' USING ERRCODE = 'CSEED';
  END IF;

  RETURN QUERY
    WITH inserted AS (
      INSERT INTO inventory_items (user_id, item_id, price, paid, status, source, case_id,
          server_seed_hash, client_seed, nonce, roll)
        SELECT p_user, d.item, d.price, p_price, 'progress', 'Case', p_case, v_hash, v_client,
            d.nonce, d.roll
          FROM jsonb_to_recordset(p_drops) AS d(item text, price bigint, nonce integer, roll float8)
        RETURNING id, nonce
    )
    SELECT 'ok'::text, v_balance, v_exp, v_nickname,
      (SELECT array_agg(i.id ORDER BY i.nonce) FROM inserted i), NULL::timestamptz;
END
$$;
