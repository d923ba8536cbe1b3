CREATE TABLE "season_progress" (
	"user_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"kind" text NOT NULL,
	"case_id" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "season_progress_user_id_season_id_kind_case_id_pk" PRIMARY KEY("user_id","season_id","kind","case_id")
);
--> statement-breakpoint
ALTER TABLE "season_progress" ADD CONSTRAINT "season_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_progress" ADD CONSTRAINT "season_progress_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- issue 43: the battle pass's progress is counted as things happen, in the statement that records them, not
-- recounted over a player's history on every play: a counter per player, season, kind and (for case drops) case.
-- What each counter holds, counted from the history (the same rules as the counting triggers below): for the
-- backfill here and when a season is created or its window moves.
CREATE FUNCTION season_progress_counted(p_season integer)
RETURNS TABLE (user_id integer, kind text, case_id integer, amount bigint) LANGUAGE sql STABLE AS $$
  WITH s AS (SELECT starts_at, ends_at FROM seasons WHERE id = p_season)
  SELECT i.user_id, 'case', coalesce(i.case_id, 0), count(*)
    FROM inventory_items i CROSS JOIN s
    WHERE i.source = 'Case' AND i.paid > 0 AND i.created_at >= s.starts_at AND i.created_at < s.ends_at
    GROUP BY i.user_id, coalesce(i.case_id, 0)
  UNION ALL
  SELECT m.user_id, 'battle', 0, count(*)
    FROM battle_members m JOIN battles b ON b.id = m.battle_id CROSS JOIN s
    WHERE m.user_id IS NOT NULL AND b.status = 'finished' AND b.finished_at >= s.starts_at AND b.finished_at < s.ends_at
    GROUP BY m.user_id
  UNION ALL
  SELECT c.user_id, 'contracts', 0, count(*) FROM contracts c CROSS JOIN s
    WHERE c.created_at >= s.starts_at AND c.created_at < s.ends_at GROUP BY c.user_id
  UNION ALL
  SELECT o.user_id, 'money', 0, sum(o.amount)::bigint FROM payment_orders o CROSS JOIN s
    WHERE o.status = 'success' AND o.completed_at >= s.starts_at AND o.completed_at < s.ends_at GROUP BY o.user_id
  UNION ALL
  SELECT o.user_id, 'offer', 0, count(*) FROM offer_purchases o CROSS JOIN s
    WHERE o.created_at >= s.starts_at AND o.created_at < s.ends_at GROUP BY o.user_id
  UNION ALL
  SELECT m.user_id, 'subscribe', 0, count(*) FROM user_missions m CROSS JOIN s
    WHERE m.claimed_at >= s.starts_at AND m.claimed_at < s.ends_at GROUP BY m.user_id
  UNION ALL
  SELECT u.user_id, 'upgrade', 0, count(*) FROM upgrades u CROSS JOIN s
    WHERE u.created_at >= s.starts_at AND u.created_at < s.ends_at GROUP BY u.user_id
  UNION ALL
  SELECT l.user_id, 'coins', 0, sum(l.amount)::bigint FROM ledger l CROSS JOIN s
    WHERE l.currency = 'COIN' AND l.amount > 0
      AND l.reason IN ('case_coins', 'battle_coins', 'contract_coins', 'upgrade_coins')
      AND l.created_at >= s.starts_at AND l.created_at < s.ends_at
    GROUP BY l.user_id
$$;
--> statement-breakpoint
CREATE FUNCTION season_progress_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM season_progress WHERE season_id = NEW.id;
  INSERT INTO season_progress (user_id, season_id, kind, case_id, amount)
    SELECT c.user_id, NEW.id, c.kind, c.case_id, c.amount FROM season_progress_counted(NEW.id) c;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER seasons_progress_new AFTER INSERT ON seasons
  FOR EACH ROW EXECUTE FUNCTION season_progress_recount();
--> statement-breakpoint
CREATE TRIGGER seasons_progress_window AFTER UPDATE OF starts_at, ends_at ON seasons
  FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.ends_at IS DISTINCT FROM NEW.ends_at)
  EXECUTE FUNCTION season_progress_recount();
--> statement-breakpoint
-- The counting triggers: one per way a play is recorded. Each fires only for the rows that count (its WHEN), so
-- every other insert or update of these tables pays nothing. One upsert per counted row (a case drop counts
-- toward its case's counter; "any case" is the sum of those, as many rows as cases). PL/pgSQL keeps the
-- statement's plan, where a SQL function would plan its body on every call.
CREATE FUNCTION season_count_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_kind text := TG_ARGV[0];
  v_user integer;
  v_at timestamptz;
  v_case integer := 0;
  v_amount bigint := 1;
BEGIN
  IF v_kind = 'battle' THEN
    -- Every player seated in the finished battle, in id order (a lock order two battles share).
    INSERT INTO season_progress AS p (user_id, season_id, kind, case_id, amount)
      SELECT m.user_id, s.id, 'battle', 0, 1
      FROM battle_members m CROSS JOIN seasons s
      WHERE m.battle_id = NEW.id AND m.user_id IS NOT NULL
        AND NEW.finished_at >= s.starts_at AND NEW.finished_at < s.ends_at
      ORDER BY m.user_id, s.id
    ON CONFLICT (user_id, season_id, kind, case_id) DO UPDATE SET amount = p.amount + excluded.amount;
    RETURN NULL;
  END IF;
  v_user := NEW.user_id;
  CASE v_kind
    WHEN 'case' THEN v_at := NEW.created_at; v_case := coalesce(NEW.case_id, 0);
    WHEN 'money' THEN v_at := NEW.completed_at; v_amount := NEW.amount;
    WHEN 'subscribe' THEN v_at := NEW.claimed_at;
    WHEN 'coins' THEN v_at := NEW.created_at; v_amount := NEW.amount;
    ELSE v_at := NEW.created_at;
  END CASE;
  INSERT INTO season_progress AS p (user_id, season_id, kind, case_id, amount)
    SELECT v_user, s.id, v_kind, v_case, v_amount FROM seasons s
    WHERE v_at >= s.starts_at AND v_at < s.ends_at
    ORDER BY s.id
  ON CONFLICT (user_id, season_id, kind, case_id) DO UPDATE SET amount = p.amount + excluded.amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_season_count AFTER INSERT ON inventory_items
  FOR EACH ROW WHEN (NEW.source = 'Case' AND NEW.paid > 0) EXECUTE FUNCTION season_count_row('case');
--> statement-breakpoint
CREATE TRIGGER battles_season_count AFTER UPDATE OF status ON battles
  FOR EACH ROW WHEN (NEW.status = 'finished' AND OLD.status IS DISTINCT FROM 'finished')
  EXECUTE FUNCTION season_count_row('battle');
--> statement-breakpoint
CREATE TRIGGER contracts_season_count AFTER INSERT ON contracts
  FOR EACH ROW EXECUTE FUNCTION season_count_row('contracts');
--> statement-breakpoint
CREATE TRIGGER payment_orders_season_count_new AFTER INSERT ON payment_orders
  FOR EACH ROW WHEN (NEW.status = 'success') EXECUTE FUNCTION season_count_row('money');
--> statement-breakpoint
CREATE TRIGGER payment_orders_season_count AFTER UPDATE OF status ON payment_orders
  FOR EACH ROW WHEN (NEW.status = 'success' AND OLD.status IS DISTINCT FROM 'success')
  EXECUTE FUNCTION season_count_row('money');
--> statement-breakpoint
CREATE TRIGGER offer_purchases_season_count AFTER INSERT ON offer_purchases
  FOR EACH ROW EXECUTE FUNCTION season_count_row('offer');
--> statement-breakpoint
CREATE TRIGGER user_missions_season_count_new AFTER INSERT ON user_missions
  FOR EACH ROW WHEN (NEW.claimed_at IS NOT NULL) EXECUTE FUNCTION season_count_row('subscribe');
--> statement-breakpoint
CREATE TRIGGER user_missions_season_count AFTER UPDATE OF claimed_at ON user_missions
  FOR EACH ROW WHEN (NEW.claimed_at IS NOT NULL AND OLD.claimed_at IS NULL)
  EXECUTE FUNCTION season_count_row('subscribe');
--> statement-breakpoint
CREATE TRIGGER upgrades_season_count AFTER INSERT ON upgrades
  FOR EACH ROW EXECUTE FUNCTION season_count_row('upgrade');
--> statement-breakpoint
-- Season coins count only coins earned by paid play (issue 44, decision 022): bonuses, missions, offers, promo
-- codes, pass rewards and adjustments stay spendable but move neither the pass nor the season's board.
-- kernel/season EARNED_REASONS holds the same list.
CREATE TRIGGER ledger_season_coins AFTER INSERT ON ledger
  FOR EACH ROW WHEN (NEW.currency = 'COIN' AND NEW.amount > 0
    AND NEW.reason IN ('case_coins', 'battle_coins', 'contract_coins', 'upgrade_coins'))
  EXECUTE FUNCTION season_count_row('coins');
--> statement-breakpoint
-- The backfill: every existing season's counters from the history.
INSERT INTO season_progress (user_id, season_id, kind, case_id, amount)
  SELECT c.user_id, s.id, c.kind, c.case_id, c.amount FROM seasons s CROSS JOIN LATERAL season_progress_counted(s.id) c;
