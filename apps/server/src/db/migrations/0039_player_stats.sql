CREATE TABLE "player_stats" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "player_stats_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- issues 43 and 45 (decision 023): a player's profile figures — the win rate, the dashboard, the battle statistics
-- and the statistic's profit — are counted as things happen, in the statement that records them (as the season's
-- counters of migration 0037 are), not recounted over the player's history on every look: one counter per player
-- and kind. What each counter holds, counted from the history by the same rules as the triggers below: the
-- backfill here, the tests and the bench's audit. `p_user` one player, or null for every player. Only counters
-- that are not 0 (a kept counter may hold 0: a status the player's items all left).
CREATE FUNCTION player_stats_counted(p_user integer)
RETURNS TABLE (user_id integer, kind text, amount bigint) LANGUAGE sql STABLE AS $$
  SELECT c.user_id, c.kind, c.amount FROM (
    -- Inventory rows by status (the dashboard's counts).
    SELECT i.user_id, 'item:' || i.status AS kind, count(*) AS amount
      FROM inventory_items i WHERE p_user IS NULL OR i.user_id = p_user
      GROUP BY i.user_id, i.status
    UNION ALL
    -- Paid case drops (`paid` > 0): won when worth at least what was paid (the win rate), and their profit.
    SELECT i.user_id, CASE WHEN i.price >= i.paid THEN 'case_win' ELSE 'case_lose' END, count(*)
      FROM inventory_items i WHERE i.paid > 0 AND (p_user IS NULL OR i.user_id = p_user)
      GROUP BY 1, 2
    UNION ALL
    SELECT i.user_id, 'case_profit', sum(i.price - i.paid)::bigint
      FROM inventory_items i WHERE i.paid > 0 AND (p_user IS NULL OR i.user_id = p_user)
      GROUP BY 1
    UNION ALL
    -- Finished battles of each seated player: played, won (the seat among the winners), the most one paid.
    SELECT f.user_id, k.kind, k.amount FROM (
      SELECT m.user_id, count(*) AS played,
             count(*) FILTER (WHERE m.seat = ANY (b.winner_seats)) AS won,
             max((SELECT sum(d.price) FROM battle_drops d
                   WHERE d.battle_id = b.id AND d.owner_seat = m.seat)) AS best
        FROM battle_members m JOIN battles b ON b.id = m.battle_id
        WHERE m.user_id IS NOT NULL AND b.status = 'finished' AND (p_user IS NULL OR m.user_id = p_user)
        GROUP BY m.user_id
    ) f CROSS JOIN LATERAL (VALUES ('battles', f.played), ('battle_wins', f.won),
                                   ('battle_max_win', coalesce(f.best, 0)::bigint)) k(kind, amount)
    UNION ALL
    SELECT u.user_id, 'upgrades', count(*) FROM upgrades u WHERE p_user IS NULL OR u.user_id = p_user
      GROUP BY 1
  ) c WHERE c.amount <> 0
$$;
--> statement-breakpoint
-- Lock order: a trigger locks the players' `users` rows (id order) before their counters. The money paths lock the
-- player's row before or after their items (an opening before inserting its drops, a sale after moving its items),
-- so a counter row is only ever taken by a transaction that already holds its player's row: two transactions never
-- wait on each other through the counters. FOR NO KEY UPDATE is what the balance UPDATEs take: nothing more.
--
-- What one inventory row adds to its player's counters (`p_sign` 1), or takes away (-1): one in its status; a paid
-- case drop (`paid` > 0) a win or a loss, and its worth over its price as profit.
CREATE FUNCTION player_stats_of_item(p_user integer, p_status text, p_price bigint, p_paid bigint, p_sign integer)
RETURNS TABLE (user_id integer, kind text, amount bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT p_user, 'item:' || p_status, p_sign::bigint
  UNION ALL
  SELECT p_user, CASE WHEN p_price >= p_paid THEN 'case_win' ELSE 'case_lose' END, p_sign::bigint WHERE p_paid > 0
  UNION ALL
  SELECT p_user, 'case_profit', p_sign * (p_price - p_paid) WHERE p_paid > 0
$$;
--> statement-breakpoint
-- The inventory's counters are kept per statement, not per row: a statement's rows are summed into one upsert per
-- player and counter (its transition tables). A row trigger would update the same counter once per row, and
-- PostgreSQL walks every version a transaction made of a row to update it again: selling 5,000 items at once took
-- 1.4 s with row triggers, against 0.09 s without (measured, decision 023). An update adds the new rows' counters
-- and takes the old ones' away, so a status move is one counter down and another up and what did not change
-- cancels out and is not written (the sums that are 0 are left out).
CREATE FUNCTION player_stats_count_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM users u WHERE u.id IN (SELECT n.user_id FROM player_stats_new n) ORDER BY u.id FOR NO KEY UPDATE;
    INSERT INTO player_stats AS p (user_id, kind, amount)
      SELECT c.user_id, c.kind, sum(c.amount)
        FROM player_stats_new n CROSS JOIN LATERAL player_stats_of_item(n.user_id, n.status, n.price, n.paid, 1) c
        GROUP BY c.user_id, c.kind HAVING sum(c.amount) <> 0
        ORDER BY c.user_id, c.kind
    ON CONFLICT (user_id, kind) DO UPDATE SET amount = p.amount + excluded.amount;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM users u
      WHERE u.id IN (SELECT o.user_id FROM player_stats_old o UNION SELECT n.user_id FROM player_stats_new n)
      ORDER BY u.id FOR NO KEY UPDATE;
    INSERT INTO player_stats AS p (user_id, kind, amount)
      SELECT c.user_id, c.kind, sum(c.amount) FROM (
          SELECT x.* FROM player_stats_old o
            CROSS JOIN LATERAL player_stats_of_item(o.user_id, o.status, o.price, o.paid, -1) x
          UNION ALL
          SELECT x.* FROM player_stats_new n
            CROSS JOIN LATERAL player_stats_of_item(n.user_id, n.status, n.price, n.paid, 1) x
        ) c
        GROUP BY c.user_id, c.kind HAVING sum(c.amount) <> 0
        ORDER BY c.user_id, c.kind
    ON CONFLICT (user_id, kind) DO UPDATE SET amount = p.amount + excluded.amount;
  ELSE
    PERFORM 1 FROM users u WHERE u.id IN (SELECT o.user_id FROM player_stats_old o) ORDER BY u.id FOR NO KEY UPDATE;
    INSERT INTO player_stats AS p (user_id, kind, amount)
      SELECT c.user_id, c.kind, sum(c.amount)
        FROM player_stats_old o CROSS JOIN LATERAL player_stats_of_item(o.user_id, o.status, o.price, o.paid, -1) c
        GROUP BY c.user_id, c.kind HAVING sum(c.amount) <> 0
        ORDER BY c.user_id, c.kind
    ON CONFLICT (user_id, kind) DO UPDATE SET amount = p.amount + excluded.amount;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_player_stats_new AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS player_stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION player_stats_count_items();
--> statement-breakpoint
CREATE TRIGGER inventory_items_player_stats AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS player_stats_old NEW TABLE AS player_stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION player_stats_count_items();
--> statement-breakpoint
CREATE TRIGGER inventory_items_player_stats_gone AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS player_stats_old
  FOR EACH STATEMENT EXECUTE FUNCTION player_stats_count_items();
--> statement-breakpoint
-- A battle becoming `finished` counts for each seated player (bots have no user): played, won when their seat is
-- among `winner_seats`, and the drops their seat received as the best battle when above the one kept. The seats,
-- the drops' owners and the winners are fixed at the start, so the battle is whole when it finishes.
CREATE FUNCTION player_stats_count_battle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users u
    WHERE u.id IN (SELECT m.user_id FROM battle_members m WHERE m.battle_id = NEW.id)
    ORDER BY u.id FOR NO KEY UPDATE;
  INSERT INTO player_stats AS p (user_id, kind, amount)
    SELECT m.user_id, k.kind, k.amount
      FROM battle_members m
      CROSS JOIN LATERAL (SELECT coalesce(sum(d.price), 0)::bigint AS won FROM battle_drops d
                           WHERE d.battle_id = NEW.id AND d.owner_seat = m.seat) w
      CROSS JOIN LATERAL (VALUES ('battles', 1::bigint),
                                 ('battle_wins', CASE WHEN m.seat = ANY (NEW.winner_seats) THEN 1 ELSE 0 END::bigint),
                                 ('battle_max_win', w.won)) k(kind, amount)
      WHERE m.battle_id = NEW.id AND m.user_id IS NOT NULL AND k.amount <> 0
      ORDER BY m.user_id, k.kind
  ON CONFLICT (user_id, kind) DO UPDATE
    SET amount = CASE WHEN p.kind = 'battle_max_win' THEN greatest(p.amount, excluded.amount)
                      ELSE p.amount + excluded.amount END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER battles_player_stats AFTER UPDATE OF status ON battles
  FOR EACH ROW WHEN (NEW.status = 'finished' AND OLD.status IS DISTINCT FROM 'finished')
  EXECUTE FUNCTION player_stats_count_battle();
--> statement-breakpoint
-- An upgrade played (the dashboard's `upgrades_count`), inserted once by `upgrade_items`.
CREATE FUNCTION player_stats_count_upgrade() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_user integer;
  v_amount bigint := 1;
BEGIN
  IF TG_OP = 'DELETE' THEN
    v_user := OLD.user_id;
    v_amount := -1;
  ELSE
    v_user := NEW.user_id;
  END IF;
  PERFORM 1 FROM users u WHERE u.id = v_user FOR NO KEY UPDATE;
  INSERT INTO player_stats AS p (user_id, kind, amount) VALUES (v_user, 'upgrades', v_amount)
  ON CONFLICT (user_id, kind) DO UPDATE SET amount = p.amount + excluded.amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER upgrades_player_stats AFTER INSERT OR DELETE ON upgrades
  FOR EACH ROW EXECUTE FUNCTION player_stats_count_upgrade();
--> statement-breakpoint
-- The backfill: every player's counters from the history.
INSERT INTO player_stats (user_id, kind, amount) SELECT c.user_id, c.kind, c.amount FROM player_stats_counted(NULL) c;
