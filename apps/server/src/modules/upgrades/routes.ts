/**
 * Upgrade routes, spec 001 §7 Upgrades: `GET /v1/unique-items` (targets, public), `GET /v1/upgrades/info`
 * (the published terms, public), `POST /v1/upgrades/upgrade-items` (signed in; one per session at a
 * time, 429 game_in_progress), `GET /v1/upgrades` (own history), `GET /v1/upgrades/statistic`
 * (one player's figures by `user_id`, or the site's).
 */
import {
  historyQuery,
  uniqueItemsQuery,
  uniqueItemsResponse,
  upgradeBody,
  upgradeInfoResponse,
  upgradeResponse,
  upgradesHistoryResponse,
  upgradeStatisticQuery,
  upgradeStatisticResponse,
} from '@cases/domain/api/upgrades';
import { toKopecks, toRoubles } from '@cases/domain/money';
import {
  UPGRADE_BADGE_HIGH,
  UPGRADE_BADGE_MIDDLE,
  UPGRADE_MAX_CHANCE,
  UPGRADE_MIN_CHANCE,
  UPGRADE_QUICK_MULTIPLIERS,
  UPGRADE_STAKE_CAP,
  UPGRADE_TARGETS_CAP,
} from '@cases/domain/upgrade';
import { requireUser } from '../../platform/auth.ts';
import { langOf } from '../../platform/lang.ts';
import { oneAtATime } from '../../platform/one-at-a-time.ts';
import { forgetSessionOn401, hintedUser } from '../../platform/session-hint.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { inventoryItemWire, parseItemId } from '../../kernel/inventory/wire.ts';
import { getUser, parseUserId } from '../../kernel/players/users.ts';
import { upgradeRecordWire, upgradesOf, upgradeStatistic } from './history.ts';
import { upgradeItems } from './service.ts';
import { listTargets, uniqueItemWire } from './targets.ts';

export function upgradesRoutes(app: App, { db, config }: AppDeps): void {
  const terms = config.itemGames.upgrade;
  const guard = oneAtATime();

  app.get(
    '/v1/unique-items',
    { schema: { querystring: uniqueItemsQuery, response: { 200: uniqueItemsResponse } } },
    async (req) => {
      const q = req.query;
      const { items, total } = listTargets(await snapshot(db), {
        sort: q.sort,
        priceFrom: q.price_from === undefined ? undefined : toKopecks(q.price_from),
        priceTo: q.price_to === undefined ? undefined : toKopecks(q.price_to),
        search: q.search,
        page: q.page,
        perPage: q.per_page,
      });
      const lang = langOf(req);
      return {
        items: items.map((i) => uniqueItemWire(i, lang)),
        total,
        page: q.page,
        per_page: q.per_page,
      };
    },
  );

  app.get('/v1/upgrades/info', { schema: { response: { 200: upgradeInfoResponse } } }, () => ({
    house_edge: terms.houseEdge,
    diminisher: terms.diminisher,
    max_ratio: terms.maxRatio,
    min_chance: UPGRADE_MIN_CHANCE,
    max_chance: UPGRADE_MAX_CHANCE,
    badge_middle: UPGRADE_BADGE_MIDDLE,
    badge_high: UPGRADE_BADGE_HIGH,
    pity_share: terms.pityShare,
    coins_per_100_rub: terms.coinsPer100Rub,
    stake_cap: UPGRADE_STAKE_CAP,
    targets_cap: UPGRADE_TARGETS_CAP,
    quick_multipliers: [...UPGRADE_QUICK_MULTIPLIERS],
  }));

  app.post(
    '/v1/upgrades/upgrade-items',
    {
      config: {
        errors: [
          [400, 'upgrade_item_dropped_sum_higher'],
          [400, 'upgrade_items_not_selected'],
          [400, 'upgrade_multiplier_too_high'],
          [400, 'upgrade_select_inventory_item'],
          [400, 'upgrade_select_upgrade_item'],
          [402, 'balance_error'],
          [403, 'self_excluded'],
          [404, 'invalidItem'],
          [409, 'upgrade_not_found_outdated'],
          [429, 'game_in_progress'],
        ],
        auth: 'required',
      },
      schema: { body: upgradeBody, response: { 200: upgradeResponse } },
    },
    (req) =>
      guard(req, async () => {
        // A remembered session is checked again inside the upgrade's statement (issue 32).
        const { userId, tokenHash } = await hintedUser(db, req);
        const r = await forgetSessionOn401(
          db,
          req,
          upgradeItems(
            db,
            userId,
            {
              itemIds: req.body.item_ids.map(parseItemId),
              targetIds: req.body.target_ids,
              balanceKopecks: toKopecks(req.body.balance_amount ?? 0),
              shownChance: req.body.chance,
              tokenHash,
            },
            terms,
          ),
        );
        const lang = langOf(req);
        const prizes = r.prizes.map((p) => inventoryItemWire(p.row, p.item, r.snap, {}, lang));
        return {
          success: r.success,
          win_prize: r.success ? { items: prizes, current_exp: r.currentExp } : null,
          pity_prize: r.success
            ? null
            : {
                item: prizes[0] ?? null,
                amount: toRoubles(r.pityCredit),
                value: toRoubles(r.pityValue),
                current_exp: r.currentExp,
              },
          coins_prize: r.coins,
          chance: r.chance,
          roll: r.roll,
          server_seed_hash: r.serverSeedHash,
          client_seed: r.clientSeed,
          nonce: r.nonce,
          upgrade_id: String(r.id),
          stake_value: toRoubles(r.stakeValue),
          target_value: toRoubles(r.targetValue),
          balance: toRoubles(r.balance),
          coin_balance: r.coinBalance,
        };
      }),
  );

  app.get(
    '/v1/upgrades',
    {
      config: { auth: 'required' },
      schema: { querystring: historyQuery, response: { 200: upgradesHistoryResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const [{ rows, total }, snap] = await Promise.all([
        upgradesOf(db, userId, req.query.page, req.query.per_page),
        snapshot(db),
      ]);
      const lang = langOf(req);
      return { items: rows.map((r) => upgradeRecordWire(r, snap, lang)), total };
    },
  );

  app.get(
    '/v1/upgrades/statistic',
    {
      config: { errors: [[404, 'userNotFound']] },
      schema: { querystring: upgradeStatisticQuery, response: { 200: upgradeStatisticResponse } },
    },
    async (req) => {
      let userId: number | null = null;
      if (req.query.user_id !== undefined) {
        userId = parseUserId(req.query.user_id);
        await getUser(db, userId);
      }
      const s = await upgradeStatistic(db, userId);
      return {
        all_count: s.allCount,
        wins_count: s.winsCount,
        wins_percent: s.winsPercent,
        max_win: toRoubles(s.maxWin),
      };
    },
  );
}
