/**
 * The season's calls (spec 001 §7 "Event, battle pass, offers"; issue 28): the event's settings, its case
 * sections, the dearest event case, the caller's progress on one case, the banners, the battle pass and a
 * level's claim. The pass's tasks are settled (paid once) whenever a signed-in player looks at the pass or the
 * event and after each of their case openings (an after-commit listener: best effort, the next look settles
 * what a crash left). Errors: 401 authentication, 404 event_not_found, caseNotFound, level_not_found,
 * 409 level_not_reached, prize_already_received. The console's calls: admin-routes.ts (issue 30).
 */
import {
  challengeClaimParams,
  challengeClaimResponse,
  challengeResponse,
  eventBannersResponse,
  eventCasesQuery,
  eventCasesResponse,
  eventCurrentResponse,
  eventMaxPriceResponse,
  personalProgressQuery,
  personalProgressResponse,
} from '@cases/domain/api/event';
import type { Language } from '@cases/domain/api/site-web';
import { toRoubles } from '@cases/domain/money';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { optionalUser, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { balanceOf, coinBalanceOf } from '../../platform/ledger.ts';
import { langOf, localized } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { caseStock, openedCounts } from '../../kernel/catalog/counts.ts';
import { snapshot, type CaseEntry } from '../../kernel/catalog/snapshot.ts';
import { viewerOf } from '../../kernel/catalog/viewer.ts';
import { caseCardWire, sectionWire } from '../../kernel/catalog/wire.ts';
import { currentSeason, seasonCoins, type SeasonRow } from '../../kernel/season/season.ts';
import { seasonAdminRoutes } from './admin-routes.ts';
import { claimLevel } from './claim.ts';
import { eventCurrentWire } from './event-wire.ts';
import { challengeOf, levelsOf } from './pass.ts';
import { personalProgress } from './personal-progress.ts';
import type { SeasonPorts } from './ports.ts';
import { settleTasks } from './tasks.ts';
import { perPlayerOnce } from './per-player-once.ts';

/** The running season, or 404 `event_not_found`. */
async function requireSeason(db: Db): Promise<SeasonRow> {
  const season = await currentSeason(db);
  if (season === null) throw new AppError(404, 'event_not_found', 'No season is running');
  return season;
}

/** The season's case entries named by `slugs`, in that order (unknown slugs left out). */
async function entriesOf(db: Db, slugs: string[]): Promise<CaseEntry[]> {
  const snap = await snapshot(db);
  return slugs.flatMap((slug) => {
    const e = snap.byKey.get(slug);
    return e ? [e] : [];
  });
}

/** The season's three case sections (event, coin, new) as the caller sees them, `count` cards at most each. */
async function seasonSections(
  db: Db,
  req: FastifyRequest,
  season: SeasonRow,
  depositDays: number,
  count: number | undefined,
) {
  const lang: Language = langOf(req);
  const [counts, viewer, stock] = await Promise.all([
    openedCounts(db),
    viewerOf(db, req, depositDays),
    caseStock(db),
  ]);
  const s = season.settings;
  const groups = [
    { id: 'event', title: s.casesSectionTitles.event, slugs: s.eventCases },
    { id: 'coin', title: s.casesSectionTitles.coin, slugs: s.coinCases },
    { id: 'new', title: s.casesSectionTitles.new, slugs: s.newCases },
  ];
  return Promise.all(
    groups.map(async (g, position) => {
      const cards = (await entriesOf(db, g.slugs))
        .slice(0, count)
        .map((e) => caseCardWire(e, counts.get(e.row.id) ?? 0, viewer, lang, stock));
      return sectionWire(
        {
          id: g.id,
          name: g.title.ru,
          nameEn: g.title.en,
          position,
          gradient: [s.coinsColor, '#7fe3ff'],
          cards: {},
          isEvent: true,
          editedAt: null,
        },
        cards,
        lang,
      );
    }),
  );
}

/** How long after an opening its pass tasks are paid at the latest, ms (a look at the pass pays at once). */
export const SETTLE_AFTER_OPENING_MS = 1000;

export function seasonRoutes(app: App, deps: AppDeps, ports: SeasonPorts): void {
  const { db, config } = deps;
  seasonAdminRoutes(app, deps);
  const depositDays = config.deposits.freeCaseDays;

  /** Pays the player's reached tasks; failures are logged, the next look settles again. */
  const settle = async (season: SeasonRow, userId: number) => {
    try {
      await settleTasks(db, season, userId);
    } catch (err) {
      app.log.error({ err, userId }, 'season: settling tasks failed');
    }
  };
  /**
   * After an opening, pays the player's reached `case` tasks (the only kind an opening moves; the others
   * are paid on the next look at the pass), within SETTLE_AFTER_OPENING_MS: the openings of a burst settle
   * once (issue 32). Failures are logged; the next look at the pass settles at once.
   */
  const settleAfterOpening = perPlayerOnce(async (userId: number) => {
    try {
      const season = await currentSeason(db);
      if (season !== null) await settleTasks(db, season, userId, ['case']);
    } catch (err) {
      app.log.error({ err, userId }, 'season: settling tasks failed');
    }
  }, SETTLE_AFTER_OPENING_MS);
  app.addHook('onClose', (_app, done) => {
    settleAfterOpening.close();
    done();
  });
  app.events.on('case.opened', ({ userId }) => settleAfterOpening.ask(userId));

  app.get(
    '/v1/event/current',
    { config: { auth: 'optional' }, schema: { response: { 200: eventCurrentResponse } } },
    async (req) => {
      const [season, userId] = await Promise.all([currentSeason(db), optionalUser(db, req)]);
      const lang = langOf(req);
      if (season === null) return eventCurrentWire(null, [], null, lang);
      const caseIds = (await entriesOf(db, season.settings.eventCases)).map((e) =>
        String(e.row.id),
      );
      if (userId === null) return eventCurrentWire(season, caseIds, null, lang);
      await settle(season, userId);
      const [coins, coinBalance, levels, tickets] = await Promise.all([
        seasonCoins(db, userId, season),
        coinBalanceOf(db, userId),
        levelsOf(db, season.id),
        ports.ticketsOf(db, userId),
      ]);
      const level = levels.filter((l) => coins >= l.cost).length;
      return eventCurrentWire(
        season,
        caseIds,
        { coins_earned: coins, coin_balance: coinBalance, level, tickets },
        lang,
      );
    },
  );

  app.get(
    '/v1/event/cases',
    {
      config: { auth: 'optional' },
      schema: { querystring: eventCasesQuery, response: { 200: eventCasesResponse } },
    },
    async (req) => {
      const season = await currentSeason(db);
      if (season === null) return { sections: [] };
      return {
        sections: await seasonSections(db, req, season, depositDays, req.query.count),
      };
    },
  );

  app.get(
    '/v1/event/cases/max-price',
    { schema: { response: { 200: eventMaxPriceResponse } } },
    async () => {
      const season = await requireSeason(db);
      const paid = (await entriesOf(db, season.settings.eventCases)).filter(
        (e) => e.row.currency === 'RUB',
      );
      const max = Math.max(0, ...paid.map((e) => e.row.price));
      return { price: toRoubles(max), currency: 'RUB' };
    },
  );

  app.get(
    '/v1/event/personal-progress',
    {
      config: { errors: [[404, 'caseNotFound']], auth: 'required' },
      schema: { querystring: personalProgressQuery, response: { 200: personalProgressResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const entry = (await snapshot(db)).byKey.get(req.query.caseName);
      if (!entry) throw new AppError(404, 'caseNotFound', 'Case not found');
      return personalProgress(db, userId, entry);
    },
  );

  app.get(
    '/v1/event/banners',
    { schema: { response: { 200: eventBannersResponse } } },
    async (req) => {
      const season = await currentSeason(db);
      const lang = langOf(req);
      return {
        banners: (season?.settings.banners ?? []).map((b) => ({
          id: b.id,
          image: b.image,
          title: localized(lang, b.title.ru, b.title.en),
          subtitle: localized(lang, b.subtitle.ru, b.subtitle.en),
          link: b.link,
          gradient: b.gradient,
        })),
      };
    },
  );

  app.get(
    '/v1/challenge',
    { config: { auth: 'optional' }, schema: { response: { 200: challengeResponse } } },
    async (req) => {
      const season = await requireSeason(db);
      const userId = await optionalUser(db, req);
      if (userId !== null) await settle(season, userId);
      return challengeOf(db, season, userId, langOf(req));
    },
  );

  app.post(
    '/v1/event/challenge/prize/:id',
    {
      config: {
        errors: [
          [404, 'level_not_found'],
          [409, 'level_not_reached'],
          [409, 'prize_already_received'],
        ],
        auth: 'required',
      },
      schema: { params: challengeClaimParams, response: { 200: challengeClaimResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const season = await requireSeason(db);
      const prizeType = await claimLevel(db, season, userId, req.params.id);
      const [balance, coinBalance] = await Promise.all([
        balanceOf(db, userId),
        coinBalanceOf(db, userId),
      ]);
      return { prize_type: prizeType, balance: toRoubles(balance), coin_balance: coinBalance };
    },
  );
}
