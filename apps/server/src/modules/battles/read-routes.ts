/**
 * The battles service's reads (spec 001 §7 "Battles"; issue 10): the list, the battle cases, the
 * statistics, one battle and the caller's status. Mounted by routes.ts under `BATTLES_BASE`.
 */
import {
  battleCasesResponse,
  battleQuery,
  battleResponse,
  battlesListQuery,
  battlesListResponse,
  battleStatisticsQuery,
  battleStatisticsResponse,
  battleStatusResponse,
} from '@cases/domain/api/battles';
import { BATTLE_STATUSES, type BattleStatus } from '@cases/domain/battles/rules';
import { toRoubles } from '@cases/domain/money';
import { optionalUser } from '../../platform/auth.ts';
import { langOf } from '../../platform/lang.ts';
import { openedCounts } from '../../kernel/catalog/counts.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { caseCardWire, sectionWire } from '../../kernel/catalog/wire.ts';
import { battleCards } from './cards.ts';
import { battleCases } from './cases.ts';
import { battleByUlid, loadBattleData } from './data.ts';
import { BATTLE_AUTH, battleNotFound, requireBattleUser } from './errors.ts';
import { activeOf, lastCaseIds, listBattles } from './list.ts';
import { canSee } from './lock.ts';
import { battleFigures, winsPercent } from './stats.ts';
import { battleView } from './view.ts';
import type { App, AppDeps } from '../../platform/types.ts';

export function battleReadRoutes(app: App, deps: AppDeps, base: string): void {
  const { db, config } = deps;

  app.get(
    `${base}/battles`,
    {
      config: { auth: 'optional' },
      schema: { querystring: battlesListQuery, response: { 200: battlesListResponse } },
    },
    async (req) => {
      const viewerId = await optionalUser(db, req);
      const q = req.query;
      const raw = q['statuses[]'] ?? q.statuses;
      const statuses: BattleStatus[] =
        raw === undefined
          ? ['created', 'started']
          : [raw].flat().filter((s) => BATTLE_STATUSES.includes(s));
      const { rows, hasNext } = await listBattles(db, viewerId, {
        private: q.private,
        statuses,
        sort: q.sort,
        direction: q.direction === '0' ? 0 : 1,
        page: q.page,
        perPage: q.per_page,
      });
      const cards = { lang: langOf(req), secret: config.auth.secret, viewerId };
      return { battles: await battleCards(db, rows, cards), has_next: hasNext };
    },
  );

  app.get(
    `${base}/cases`,
    { config: { auth: 'optional' }, schema: { response: { 200: battleCasesResponse } } },
    async (req) => {
      const viewerId = await optionalUser(db, req);
      const [snap, counts, last] = await Promise.all([
        snapshot(db),
        openedCounts(db),
        viewerId === null ? Promise.resolve([]) : lastCaseIds(db, viewerId),
      ]);
      const lang = langOf(req);
      const viewer = { level: 0, freeCasesOpen: false };
      const usable = battleCases(snap);
      const card = (e: (typeof usable)[number]) =>
        caseCardWire(e, counts.get(e.row.id) ?? 0, viewer, lang);
      return {
        last_cases: last.flatMap((id) => {
          const e = usable.find((u) => u.row.id === id);
          return e ? [card(e)] : [];
        }),
        max_rounds: config.battles.maxRounds,
        sections: snap.sections.flatMap((s) => {
          const cards = usable.filter((e) => e.row.sectionId === s.id).map(card);
          return cards.length === 0 ? [] : [sectionWire(s, cards, lang)];
        }),
      };
    },
  );

  app.get(
    `${base}/statistics`,
    {
      config: { errors: [[401, 'error_battle_authorize']], auth: 'optional' },
      schema: { querystring: battleStatisticsQuery, response: { 200: battleStatisticsResponse } },
    },
    async (req) => {
      const userId =
        req.query.user_id === undefined
          ? await requireBattleUser(db, req)
          : Number(req.query.user_id);
      const f = await battleFigures(db, userId);
      return {
        all_count: f.allCount,
        max_win: toRoubles(f.maxWin),
        wins_count: f.winsCount,
        wins_percent: winsPercent(f),
      };
    },
  );

  app.get(
    `${base}/battle`,
    {
      config: { errors: [[404, 'dataNotFound']], auth: 'optional' },
      schema: { querystring: battleQuery, response: { 200: battleResponse } },
    },
    async (req) => {
      const viewerId = await optionalUser(db, req);
      const battle = await battleByUlid(db, req.query.ulid);
      if (!battle) throw battleNotFound();
      const [[d], snap] = await Promise.all([loadBattleData(db, [battle]), snapshot(db)]);
      if (!d || !canSee(battle, d.members, viewerId, req.query.key)) throw battleNotFound();
      return {
        battle: battleView(d, snap, {
          now: Date.now(),
          lang: langOf(req),
          secret: config.auth.secret,
          viewerId,
          dropLists: true,
        }),
      };
    },
  );

  app.get(
    `${base}/status`,
    {
      config: BATTLE_AUTH,
      schema: { response: { 200: battleStatusResponse } },
    },
    async (req) => {
      const userId = await requireBattleUser(db, req);
      const active = await activeOf(db, userId);
      return {
        active_battle_ulid: active.ulid,
        in_battle: active.ulid !== null,
        private_count: active.privateCount,
      };
    },
  );
}
