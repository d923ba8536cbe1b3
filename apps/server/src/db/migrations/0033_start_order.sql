-- A top-up order started in one round trip (issue 32 "every money path"; spec 001 §7
-- `POST /v1/payments/transaction/start`), as `join_battle` (0032) takes a seat. Three functions, each owned by
-- the area whose tables it reads.
--
-- `deposit_limit_breach` (limits area, issue 12 "Safer play"): the limit `p_amount` kopecks more would pass, or
-- nulls. A due raise or removal is applied first (as the limits page shows it). What counts: deposits
-- credited within each rolling window (1, 7, 30 days) and every order still pending, however old. The caller
-- holds the player's deposit lock, so two starts are counted one after the other.
CREATE OR REPLACE FUNCTION deposit_limit_breach(p_user integer, p_amount bigint,
  OUT breached text, OUT limit_kopecks bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_daily bigint;
  v_weekly bigint;
  v_monthly bigint;
  v_found boolean := false;
  v_credited_1 bigint;
  v_credited_7 bigint;
  v_credited_30 bigint;
  v_pending bigint;
BEGIN
  UPDATE deposit_limits l SET daily = l.pending_daily, weekly = l.pending_weekly,
      monthly = l.pending_monthly, pending_daily = NULL, pending_weekly = NULL, pending_monthly = NULL,
      pending_at = NULL, updated_at = now()
    WHERE l.user_id = p_user AND l.pending_at <= now();
  SELECT l.daily, l.weekly, l.monthly, true INTO v_daily, v_weekly, v_monthly, v_found
    FROM deposit_limits l WHERE l.user_id = p_user;
  IF NOT coalesce(v_found, false) OR (v_daily IS NULL AND v_weekly IS NULL AND v_monthly IS NULL) THEN
    RETURN;
  END IF;
  SELECT
      coalesce(sum(o.amount) FILTER (WHERE o.status = 'success' AND o.completed_at > now() - interval '1 day'), 0),
      coalesce(sum(o.amount) FILTER (WHERE o.status = 'success' AND o.completed_at > now() - interval '7 days'), 0),
      coalesce(sum(o.amount) FILTER (WHERE o.status = 'success' AND o.completed_at > now() - interval '30 days'), 0),
      coalesce(sum(o.amount) FILTER (WHERE o.status = 'pending'), 0)
    INTO v_credited_1, v_credited_7, v_credited_30, v_pending
    FROM payment_orders o
    WHERE o.user_id = p_user AND o.status IN ('success', 'pending')
      AND (o.status = 'pending' OR coalesce(o.completed_at, o.created_at) > now() - interval '30 days');
  IF v_daily IS NOT NULL AND v_credited_1 + v_pending + p_amount > v_daily THEN
    breached := 'daily'; limit_kopecks := v_daily;
  ELSIF v_weekly IS NOT NULL AND v_credited_7 + v_pending + p_amount > v_weekly THEN
    breached := 'weekly'; limit_kopecks := v_weekly;
  ELSIF v_monthly IS NOT NULL AND v_credited_30 + v_pending + p_amount > v_monthly THEN
    breached := 'monthly'; limit_kopecks := v_monthly;
  END IF;
END
$$;
--> statement-breakpoint
-- `deposit_promo_code` (promo area): the player's waiting promo code that applies to a deposit (common or
-- blogger; an instant code is credited when applied, not with a deposit), or null.
CREATE OR REPLACE FUNCTION deposit_promo_code(p_user integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN c.kind <> 'instant' THEN c.code END
    FROM promo_redemptions r JOIN promo_codes c ON c.code = r.code
    WHERE r.user_id = p_user AND r.state = 'active'
    LIMIT 1;
$$;
--> statement-breakpoint
-- `start_order` (payments area): checks the remembered session (`game_session_ok`, migration 0029; a null hash
-- when the caller has just checked it) and self-exclusion, takes the player's deposit lock (namespace 6012,
-- until the transaction ends), asks `deposit_limit_breach`, and inserts the pending order with the player's
-- deposit promo code. Refusals come back as a status before anything is written: `authentication`,
-- `self_excluded` (with its end), `deposit_limit` (the window and its limit, kopecks). The caller queues the
-- order's reconciliation in the same transaction. Kopecks; `p_original` in the payer's minor units.
CREATE OR REPLACE FUNCTION start_order(
  p_user integer,
  p_token_hash text,
  p_slide_ms bigint,
  p_id text,
  p_direction text,
  p_country text,
  p_currency text,
  p_original bigint,
  p_rate float8,
  p_amount bigint,
  p_provider text,
  p_next_check timestamptz
) RETURNS TABLE (out_status text, out_until timestamptz, out_limit_key text, out_limit bigint,
  out_promo text, out_created_at timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_excluded boolean := false;
  v_until timestamptz;
  v_key text;
  v_limit bigint;
  v_promo text;
  v_created timestamptz;
BEGIN
  IF NOT game_session_ok(p_user, p_token_hash, p_slide_ms) THEN
    RETURN QUERY SELECT 'authentication'::text, NULL::timestamptz, NULL::text, NULL::bigint, NULL::text,
      NULL::timestamptz;
    RETURN;
  END IF;
  SELECT x.excluded, x.until INTO v_excluded, v_until FROM game_self_exclusion(p_user) x;
  IF v_excluded THEN
    RETURN QUERY SELECT 'self_excluded'::text, v_until, NULL::text, NULL::bigint, NULL::text,
      NULL::timestamptz;
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(6012, p_user);
  SELECT b.breached, b.limit_kopecks INTO v_key, v_limit FROM deposit_limit_breach(p_user, p_amount) b;
  IF v_key IS NOT NULL THEN
    RETURN QUERY SELECT 'deposit_limit'::text, NULL::timestamptz, v_key, v_limit, NULL::text,
      NULL::timestamptz;
    RETURN;
  END IF;
  v_promo := deposit_promo_code(p_user);
  INSERT INTO payment_orders (id, user_id, direction_id, amount, country, currency, original_amount, rate,
      provider, promo_code, next_check_at)
    VALUES (p_id, p_user, p_direction, p_amount, p_country, p_currency, p_original, p_rate, p_provider,
      v_promo, p_next_check)
    RETURNING created_at INTO v_created;
  RETURN QUERY SELECT 'ok'::text, NULL::timestamptz, NULL::text, NULL::bigint, v_promo, v_created;
END
$$;
