-- issues 43 and 45 (decision 023): a player's progress on one case (GET /v1/event/personal-progress) from counters,
-- not from a count of their drops and a sum of their ledger on every look. Two more kinds of `player_stats`:
-- `case_drops:<case id>` the case drops (`source` 'Case') the player got from that case, and `coins:<reference>` the
-- season coins its openings paid them (`case_coins` ledger rows, whose reference is `case:<slug>`).
--
-- The recount of migration 0039 keeps its name for what it counted and the new kinds join it under the old name,
-- which the tests and the bench's audit call.
ALTER FUNCTION player_stats_counted(integer) RENAME TO player_stats_counted_plays;
--> statement-breakpoint
CREATE FUNCTION player_stats_counted(p_user integer)
RETURNS TABLE (user_id integer, kind text, amount bigint) LANGUAGE sql STABLE AS $$
  SELECT * FROM player_stats_counted_plays(p_user)
  UNION ALL
  SELECT i.user_id, 'case_drops:' || i.case_id, count(*)
    FROM inventory_items i
    WHERE i.source = 'Case' AND i.case_id IS NOT NULL AND (p_user IS NULL OR i.user_id = p_user)
    GROUP BY i.user_id, i.case_id
  UNION ALL
  SELECT l.user_id, 'coins:' || l.reference, sum(l.amount)::bigint
    FROM ledger l
    WHERE l.currency = 'COIN' AND l.reason = 'case_coins' AND l.reference IS NOT NULL
      AND (p_user IS NULL OR l.user_id = p_user)
    GROUP BY l.user_id, l.reference
    HAVING sum(l.amount) <> 0
$$;
--> statement-breakpoint
-- Case drops per statement (an x5 opening is one upsert), after migration 0039's inventory trigger has locked the
-- players' rows (triggers of one event fire in name order: `…_player_stats_new` before `…_player_stats_new_cases`).
-- A deleted drop is taken away, as the recount no longer sees it.
CREATE FUNCTION player_stats_count_case_drops() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO player_stats AS p (user_id, kind, amount)
      SELECT n.user_id, 'case_drops:' || n.case_id, count(*)
        FROM player_case_drops_new n WHERE n.source = 'Case' AND n.case_id IS NOT NULL
        GROUP BY n.user_id, n.case_id ORDER BY 1, 2
    ON CONFLICT (user_id, kind) DO UPDATE SET amount = p.amount + excluded.amount;
  ELSE
    INSERT INTO player_stats AS p (user_id, kind, amount)
      SELECT o.user_id, 'case_drops:' || o.case_id, -count(*)
        FROM player_case_drops_old o WHERE o.source = 'Case' AND o.case_id IS NOT NULL
        GROUP BY o.user_id, o.case_id ORDER BY 1, 2
    ON CONFLICT (user_id, kind) DO UPDATE SET amount = p.amount + excluded.amount;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_player_stats_new_cases AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS player_case_drops_new
  FOR EACH STATEMENT EXECUTE FUNCTION player_stats_count_case_drops();
--> statement-breakpoint
CREATE TRIGGER inventory_items_player_stats_gone_cases AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS player_case_drops_old
  FOR EACH STATEMENT EXECUTE FUNCTION player_stats_count_case_drops();
--> statement-breakpoint
-- The coins an opening paid, by its reference. `open_case` writes the row after debiting the player, so their row
-- is locked already (migration 0039's lock order).
CREATE FUNCTION player_stats_count_case_coins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO player_stats AS p (user_id, kind, amount)
    VALUES (NEW.user_id, 'coins:' || NEW.reference, NEW.amount)
  ON CONFLICT (user_id, kind) DO UPDATE SET amount = p.amount + excluded.amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_player_stats_case_coins AFTER INSERT ON ledger
  FOR EACH ROW WHEN (NEW.currency = 'COIN' AND NEW.reason = 'case_coins' AND NEW.reference IS NOT NULL)
  EXECUTE FUNCTION player_stats_count_case_coins();
--> statement-breakpoint
-- The backfill: the new kinds from the history.
INSERT INTO player_stats (user_id, kind, amount)
  SELECT c.user_id, c.kind, c.amount FROM player_stats_counted(NULL) c
  WHERE c.kind LIKE 'case_drops:%' OR c.kind LIKE 'coins:%';
