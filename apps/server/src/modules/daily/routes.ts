/**
 * Daily and free cases, triggers, popups and notification preferences (spec 000 §7, 001 §7; issue 13):
 * `GET /v1/cases/free`, `/v1/cases/daily`, `/v1/cases/daily/info`, `/v1/cases/arcane/count`,
 * `/v1/popup/info`, `/v1/triggers`, `POST /v1/triggers/dailycasepay { case_id }`,
 * `GET /v1/notifications/daily-cases/get-preferences`, `POST …/update-preferences`. The static case
 * paths are registered as such, so they win over `/v1/cases/{id}` (find-my-way prefers static routes).
 * Errors: 401 authentication; 404 caseNotFound (dailycasepay of another case); 403
 * deposit_today_required; 409 case_not_available (within the cool-down); 409 email_not_confirmed.
 */
import {
  arcaneCountResponse,
  dailyCasePayBody,
  dailyCasePayResponse,
  dailyCasesResponse,
  dailyInfoResponse,
  dailyPreferencesBody,
  dailyPreferencesResponse,
  freeCasesResponse,
  popupInfoResponse,
  triggersResponse,
} from '@cases/domain/api/daily';
import { levelProgress } from '@cases/domain/levels';
import { toRoubles } from '@cases/domain/money';
import { optionalUser, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { openedCounts } from '../../kernel/catalog/counts.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { caseCardWire, itemWire } from '../../kernel/catalog/wire.ts';
import { confirmedEmail } from '../../kernel/players/email.ts';
import { canOpenNow, dailyCases, dailyViewer, isFreeCase } from './cases.ts';
import { DEPOSIT_TODAY_CASES } from '../../kernel/players/deposit-today.ts';
import { createDailyNotifier, type DailyNotifier } from './notify.ts';
import type { DailyPorts } from './ports.ts';
import { topRarityDrops } from './arcane-count.ts';
import { preferencesOf, savePreferences } from './preferences.ts';

export function dailyRoutes(app: App, { db, config }: AppDeps, ports: DailyPorts): void {
  const depositDays = config.deposits.freeCaseDays;
  const minDeposit = config.engagement.daily.depositMinKopecks;
  const notifier = createDailyNotifier({ db, config, jobs: app.jobs, events: app.events });
  notifier.start();
  app.addHook('onClose', async () => {
    await notifier.stop();
  });
  app.decorate('dailyNotifier', notifier);

  app.get(
    '/v1/cases/free',
    { config: { auth: 'optional' }, schema: { response: { 200: freeCasesResponse } } },
    async (req) => {
      const [snap, counts, viewer] = await Promise.all([
        snapshot(db),
        openedCounts(db),
        optionalUser(db, req).then((id) => dailyViewer(db, id, depositDays)),
      ]);
      return {
        cases: snap.cases
          .filter((e) => isFreeCase(e) && e.row.available)
          .map((e) => caseCardWire(e, counts.get(e.row.id) ?? 0, viewer, langOf(req))),
      };
    },
  );

  app.get(
    '/v1/cases/daily',
    { config: { auth: 'optional' }, schema: { response: { 200: dailyCasesResponse } } },
    async (req) => {
      const viewer = await dailyViewer(db, await optionalUser(db, req), depositDays);
      return { cases: await dailyCases(db, viewer, minDeposit, langOf(req)) };
    },
  );

  app.get(
    '/v1/cases/daily/info',
    { config: { auth: 'optional' }, schema: { response: { 200: dailyInfoResponse } } },
    async (req) => {
      const viewer = await dailyViewer(db, await optionalUser(db, req), depositDays);
      const list = await dailyCases(db, viewer, minDeposit, langOf(req));
      const p = levelProgress(viewer.exp);
      const waits = list.map((c) => c.ready_at).filter((t): t is string => t !== null);
      return {
        level: viewer.userId === null ? 0 : p.userLevel,
        percent_to_next_level: viewer.userId === null ? 0 : p.percentToNextLevel,
        exp_to_next_level: p.expToNextLevel,
        ready_count: viewer.userId === null ? 0 : list.filter(canOpenNow).length,
        nearest_case_time: waits.sort()[0] ?? null,
        deposit_days: depositDays,
        has_deposit: viewer.freeCasesOpen,
        deposited_today: viewer.depositedToday >= Math.max(1, minDeposit),
      };
    },
  );

  app.get(
    '/v1/cases/arcane/count',
    { schema: { response: { 200: arcaneCountResponse } } },
    async () => ({ count: await topRarityDrops(db) }),
  );

  app.get(
    '/v1/popup/info',
    { config: { auth: 'required' }, schema: { response: { 200: popupInfoResponse } } },
    async (req) => {
      const userId = await requireUser(db, req);
      const lang = langOf(req);
      const [rewards, list] = await Promise.all([
        ports.unseenRewards(db, userId, lang),
        dailyViewer(db, userId, depositDays).then((v) => dailyCases(db, v, minDeposit, lang)),
      ]);
      const ready = list.find(canOpenNow) ?? list.find((c) => !c.locked);
      return {
        leaderboard_reward: rewards[0] ?? null,
        daily_case: ready
          ? {
              id: ready.id,
              img: ready.appearance_data.image,
              name: ready.name,
              ready: canOpenNow(ready),
            }
          : null,
      };
    },
  );

  app.get(
    '/v1/triggers',
    { config: { auth: 'required' }, schema: { response: { 200: triggersResponse } } },
    async (req) => {
      const userId = await requireUser(db, req);
      const viewer = await dailyViewer(db, userId, depositDays);
      const [list, offers] = await Promise.all([
        dailyCases(db, viewer, minDeposit, langOf(req)),
        ports.offerTriggers(db, userId),
      ]);
      return {
        triggers: [
          ...list
            .filter((c) => c.condition === 'deposit_today')
            .map((c) => ({
              id: `dailycasepay:${c.id}`,
              type: 'dailycasepay' as const,
              case_id: c.id,
              case_name: c.name,
              image: c.appearance_data.image,
              unlocked: !c.deposit_required,
              min_deposit: toRoubles(minDeposit),
              ready_at: c.ready_at,
            })),
          ...offers,
        ],
      };
    },
  );

  app.post(
    '/v1/triggers/dailycasepay',
    {
      config: {
        errors: [
          [403, 'deposit_today_required'],
          [403, 'self_excluded'],
          [404, 'caseNotFound'],
          [409, 'case_not_available'],
        ],
        auth: 'required',
      },
      schema: { body: dailyCasePayBody, response: { 200: dailyCasePayResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const entry = (await snapshot(db)).byKey.get(req.body.case_id);
      if (!entry || !DEPOSIT_TODAY_CASES.has(entry.row.slug))
        throw new AppError(404, 'caseNotFound', 'No such daily case');
      const r = await ports.openCase(db, userId, entry.row.slug, 1, {
        freeCaseDepositDays: depositDays,
        dailyDepositMinKopecks: minDeposit,
      });
      void app.events.publish('case.opened', {
        userId,
        nickname: r.nickname,
        caseRow: r.caseEntry.row,
        drops: r.drops,
      });
      const d = r.drops[0]!;
      return {
        drop: {
          inventory_item_id: String(d.inventoryItemId),
          item: itemWire(d.item, d.item.price, langOf(req)),
        },
        current_exp: r.currentExp,
      };
    },
  );

  const prefsOf = async (userId: number) => ({ subscriptions: await preferencesOf(db, userId) });
  app.get(
    '/v1/notifications/daily-cases/get-preferences',
    { config: { auth: 'required' }, schema: { response: { 200: dailyPreferencesResponse } } },
    async (req) => prefsOf(await requireUser(db, req)),
  );
  app.post(
    '/v1/notifications/daily-cases/update-preferences',
    {
      config: { errors: [[409, 'email_not_confirmed']], auth: 'required' },
      schema: { body: dailyPreferencesBody, response: { 200: dailyPreferencesResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const next = { ...(await prefsOf(userId)).subscriptions, ...req.body.subscriptions };
      if (next.email && req.body.subscriptions.email && !(await confirmedEmail(db, userId)))
        throw new AppError(409, 'email_not_confirmed', 'Confirm an e-mail address first');
      await savePreferences(db, userId, next);
      return prefsOf(userId);
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily-case notifier of this app (tests run a pass with `app.dailyNotifier.sweep()`). */
    dailyNotifier: DailyNotifier;
  }
}
