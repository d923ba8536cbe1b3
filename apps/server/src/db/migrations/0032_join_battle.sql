-- `join_battle` (issue 32 "every money path"): a seat taken in one round trip (spec 001 §7 `POST /join`,
-- issue 10), as `upgrade_items` (migration 0029) does for an upgrade. The server reads the battle and its
-- seats first, answers its refusals from that read (unknown, private, started, a member, the seat taken),
-- and when this seat is the last one it rolls the whole battle (every round of every seat, the bots, the
-- winners) with the shared recipe. The statement then does what the transaction of
-- `modules/battles/seats.ts` did: under the battle's row lock it checks that the battle is still `created`
-- at the price read and with exactly the seats read, takes the price from the users row with its ledger
-- row (`battle`, `battle:<ulid>`, with `balance_after`), writes the seat, ends the player's spectating, and
-- for the last seat writes the bots, every drop and the start (`started`, public seed, start, end,
-- winners). Refusals come back as a status before anything changes: `authentication`, `self_excluded`
-- (with its end), `moved` (the battle changed since the read: the caller reads it again and answers from
-- that), `balance` (402). Locks: the battle row, then the users row, as a leave and a cancel do. Kopecks.
CREATE OR REPLACE FUNCTION join_battle(
  p_user integer,
  p_token_hash text,
  p_slide_ms bigint,
  p_battle bigint,
  p_reference text,
  p_seat integer,
  p_client_seed text,
  p_price bigint,
  p_taken integer[],
  p_start jsonb
) RETURNS TABLE (out_status text, out_balance bigint, out_until timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_until timestamptz;
  v_excluded boolean := false;
  v_status text;
  v_price bigint;
  v_taken integer[];
  v_balance bigint;
BEGIN
  IF NOT game_session_ok(p_user, p_token_hash, p_slide_ms) THEN
    RETURN QUERY SELECT 'authentication'::text, NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;
  SELECT x.excluded, x.until INTO v_excluded, v_until FROM game_self_exclusion(p_user) x;
  IF v_excluded THEN
    RETURN QUERY SELECT 'self_excluded'::text, NULL::bigint, v_until;
    RETURN;
  END IF;
  SELECT b.status, b.price INTO v_status, v_price FROM battles b WHERE b.id = p_battle FOR UPDATE;
  SELECT coalesce(array_agg(m.seat ORDER BY m.seat), '{}') INTO v_taken
    FROM battle_members m WHERE m.battle_id = p_battle;
  IF v_status IS DISTINCT FROM 'created' OR v_price IS DISTINCT FROM p_price
     OR v_taken IS DISTINCT FROM p_taken THEN
    RETURN QUERY SELECT 'moved'::text, NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;
  WITH changed AS (
    UPDATE users u SET balance = u.balance - p_price
      WHERE u.id = p_user AND u.balance >= p_price
      RETURNING u.balance
  )
  INSERT INTO ledger (user_id, currency, amount, reason, reference, balance_after)
    SELECT p_user, 'RUB', -p_price, 'battle', p_reference, c.balance FROM changed c
    RETURNING balance_after INTO v_balance;
  IF v_balance IS NULL THEN
    RETURN QUERY SELECT 'balance'::text, NULL::bigint, NULL::timestamptz;
    RETURN;
  END IF;
  INSERT INTO battle_members (battle_id, seat, user_id, client_seed, paid)
    VALUES (p_battle, p_seat, p_user, p_client_seed, p_price);
  DELETE FROM battle_spectators s WHERE s.battle_id = p_battle AND s.viewer = 'u:' || p_user;
  IF p_start IS NOT NULL THEN
    INSERT INTO battle_members (battle_id, seat, user_id, is_bot, client_seed, paid)
      SELECT p_battle, x.seat, NULL, true, x.client_seed, 0
        FROM jsonb_to_recordset(p_start -> 'bots') AS x(seat integer, client_seed text);
    INSERT INTO battle_drops (battle_id, round, seat, item_id, price, roll, owner_seat)
      SELECT p_battle, d.round, d.seat, d.item_id, d.price, d.roll, d.owner_seat
        FROM jsonb_to_recordset(p_start -> 'drops')
          AS d(round integer, seat integer, item_id text, price bigint, roll float8, owner_seat integer);
    UPDATE battles b SET
        status = 'started',
        public_seed = p_start ->> 'public_seed',
        started_at = (p_start ->> 'started_at')::timestamptz,
        ends_at = (p_start ->> 'ends_at')::timestamptz,
        winner_seats = ARRAY(SELECT w.seat::integer
          FROM jsonb_array_elements_text(p_start -> 'winner_seats') WITH ORDINALITY AS w(seat, n)
          ORDER BY w.n),
        tie_roll = (p_start ->> 'tie_roll')::float8
      WHERE b.id = p_battle;
  END IF;
  RETURN QUERY SELECT 'ok'::text, v_balance, NULL::timestamptz;
END
$$;
