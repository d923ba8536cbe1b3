-- `start_mines` (issue 32 "every money path"): the start of a Techies mines game in one round trip
-- (issue 11 "Techies"), as `upgrade_items` (migration 0029) does for an upgrade. The server fixes the
-- layout first from the player's remembered seed pair at its next nonce, with its salt and hash; the
-- statement then does what the transaction of `modules/sapper/service.ts` did: under the player's mines
-- lock (advisory 5011: two starts of one player never interleave) it refuses a second open game, takes the bet
-- from the users row, moves the nonce on, writes the game and the bet's ledger row (`mines_bet`,
-- `mines:<id>`, with `balance_after`). Refusals come back as a status before anything changes:
-- `authentication`, `self_excluded` (with its end), `mines_game_open`, `seed_changed` (the caller
-- reloads the pair and lays the mines again), `balance_error`. CSEED is raised, undoing everything, when
-- the pair moved on between the check and the nonce update. Locks: the mines lock, the users row, the
-- seed row. Kopecks.
CREATE OR REPLACE FUNCTION start_mines(
  p_user integer,
  p_token_hash text,
  p_slide_ms bigint,
  p_amount bigint,
  p_mines integer,
  p_house_edge float8,
  p_seed integer,
  p_nonce integer,
  p_layout integer[],
  p_salt text,
  p_layout_hash text
) RETURNS TABLE (
  out_status text,
  out_id bigint,
  out_created_at timestamptz,
  out_balance bigint,
  out_until timestamptz
) LANGUAGE plpgsql AS $$
DECLARE
  v_until timestamptz;
  v_excluded boolean := false;
  v_balance bigint;
  v_hash text;
  v_client text;
  v_id bigint;
  v_created timestamptz;
BEGIN
  IF NOT game_session_ok(p_user, p_token_hash, p_slide_ms) THEN
    RETURN QUERY SELECT 'authentication'::text, NULL::bigint, NULL::timestamptz, NULL::bigint,
      NULL::timestamptz;
    RETURN;
  END IF;
  SELECT x.excluded, x.until INTO v_excluded, v_until FROM game_self_exclusion(p_user) x;
  IF v_excluded THEN
    RETURN QUERY SELECT 'self_excluded'::text, NULL::bigint, NULL::timestamptz, NULL::bigint, v_until;
    RETURN;
  END IF;

  PERFORM pg_advisory_xact_lock(5011, p_user);
  PERFORM 1 FROM sapper_games g WHERE g.user_id = p_user AND g.status = 'open';
  IF FOUND THEN
    RETURN QUERY SELECT 'mines_game_open'::text, NULL::bigint, NULL::timestamptz, NULL::bigint,
      NULL::timestamptz;
    RETURN;
  END IF;

  IF NOT game_seed_at(p_user, p_seed, p_nonce) THEN
    RETURN QUERY SELECT 'seed_changed'::text, NULL::bigint, NULL::timestamptz, NULL::bigint,
      NULL::timestamptz;
    RETURN;
  END IF;

  UPDATE users u SET balance = u.balance - p_amount
    WHERE u.id = p_user AND u.balance >= p_amount
    RETURNING u.balance INTO v_balance;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'balance_error'::text, NULL::bigint, NULL::timestamptz, NULL::bigint,
      NULL::timestamptz;
    RETURN;
  END IF;

  SELECT n.server_seed_hash, n.client_seed INTO v_hash, v_client
    FROM game_take_nonces(p_user, p_seed, p_nonce, 1) n;

  INSERT INTO sapper_games (user_id, amount, mines, house_edge, layout, salt, layout_hash,
      server_seed_hash, client_seed, nonce)
    VALUES (p_user, p_amount, p_mines, p_house_edge, p_layout, p_salt, p_layout_hash, v_hash,
      v_client, p_nonce)
    RETURNING id, created_at INTO v_id, v_created;
  INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
    VALUES (p_user, 'RUB', -p_amount, 'mines_bet', 'mines:' || v_id, v_balance);

  RETURN QUERY SELECT 'ok'::text, v_id, v_created, v_balance, NULL::timestamptz;
END
$$;
