/**
 * Seasons and the battle pass in the console (issue 30 "Running the shop"; docs/console.md "Content"; right
 * `catalog`): `GET /v1/admin/seasons`, `GET /v1/admin/seasons/{id}` (settings, levels, tasks with how many
 * players finished each), `PUT /v1/admin/seasons/{id} {starts_at, ends_at, settings}`, `PUT
 * …/levels/{level} {cost, reward_money, reward_coins, reward_cases}` (a level's costs stay increasing; the next
 * number adds one); the tasks' calls are admin-task-routes.ts. Every save (admin-save.ts) sets the season's
 * `edited_at` (seeding then
 * leaves it alone), writes one audit entry (before and after) in its transaction and drops this process's
 * cached season (others follow within 10 s). Money in roubles. Errors: 404 content_not_found, 400
 * content_invalid (an unknown case, costs out of order, a level that does not exist), 422 pass_value_out_of_bounds
 * (a level or task save that takes a level's reward over its coins' value × CASE_RTP_MAX, the climb over the pass's
 * bound or the tasks over PASS_TASKS_VALUE_CAP_RUB: kernel/season/pass-bounds.ts, issue 44). A level whose
 * rewards are worth more than CONTENT_VALUE_CAP_RUB, or rise by more than its saver's day has left, answers 202 and
 * waits for a second approval (kernel/staff/value-gate.ts; kind `season.level`).
 */
import { approvalPendingResponse } from '@cases/domain/api/admin-approvals';
import {
  adminSeasonResponse,
  adminSeasonsResponse,
  seasonLevelBody,
  seasonSaveBody,
  type SeasonLevelBody,
} from '@cases/domain/api/admin-season';
import type { App, AppDeps } from '../../platform/types.ts';
import type { Tx } from '../../db/client.ts';
import { invalidateSeason } from '../../kernel/season/season.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import {
  answerSave,
  approvedGate,
  saveOrQueue,
  type Saver,
  type ValueGate,
} from '../../kernel/staff/value-gate.ts';
import { coinGames } from '../../catalog/pass-value.ts';
import { idOf, idParam, notFound, seasonSaves } from './admin-save.ts';
import { seasonTaskAdminRoutes } from './admin-task-routes.ts';
import { allSeasons, seasonDetail, seasonRowWire } from './admin-wire.ts';
import { writeLevel, writeSeasonTerms } from './admin-levels.ts';

export function seasonAdminRoutes(app: App, deps: AppDeps): void {
  const { db, config } = deps;
  /** The item games' terms that price a season coin (the pass's bound, kernel/season/pass-bounds.ts). */
  const games = coinGames(config.itemGames);
  const saves = seasonSaves(db);
  const { requireCases, save, saveIn, saved } = saves;

  app.get(
    '/v1/admin/seasons',
    { config: { auth: 'required' }, schema: { response: { 200: adminSeasonsResponse } } },
    async (req) => {
      await requireStaff(db, req, 'catalog');
      return { seasons: (await allSeasons(db)).map((s) => seasonRowWire(s)) };
    },
  );

  app.get(
    '/v1/admin/seasons/:id',
    {
      config: { auth: 'required' },
      schema: { params: idParam, response: { 200: adminSeasonResponse } },
    },
    async (req) => {
      await requireStaff(db, req, 'catalog');
      const detail = await seasonDetail(db, idOf(req.params.id));
      if (!detail) throw notFound();
      return detail;
    },
  );

  app.put(
    '/v1/admin/seasons/:id',
    {
      config: { auth: 'required' },
      schema: { params: idParam, body: seasonSaveBody, response: { 200: adminSeasonResponse } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'catalog');
      const id = idOf(req.params.id);
      const b = req.body;
      const s = b.settings;
      await requireCases([...s.event_cases, ...s.coin_cases, ...s.new_cases]);
      return save(req, staff, id, 'season.update', `season:${id}`, async (tx) => {
        const before = (await seasonDetail(tx, id))!.season;
        await writeSeasonTerms(tx, id, b);
        return { before, after: async () => (await seasonDetail(tx, id))!.season };
      });
    },
  );

  const saveLevel = (tx: Tx, who: Saver, gate: ValueGate, id: number, b: SeasonLevelBody) =>
    saveIn(tx, who, id, 'season.level', `season:${id}:level:${b.level}`, (tx) =>
      writeLevel(tx, config.catalog, games, gate, id, b),
    );
  app.approvals.register('season.level', {
    apply: async (tx, who, target, body) => {
      const b = seasonLevelBody.parse(body);
      await requireCases(b.reward_cases.map((c) => c.case));
      await saveLevel(tx, who, approvedGate, Number(target.split(':')[1]), b);
    },
    afterCommit: () => invalidateSeason(db),
  });

  app.put(
    '/v1/admin/seasons/:id/levels',
    {
      config: { auth: 'required' },
      schema: {
        params: idParam,
        body: seasonLevelBody,
        response: { 200: adminSeasonResponse, 202: approvalPendingResponse },
      },
    },
    async (req, reply) => {
      const staff = await requireStaff(db, req, 'catalog');
      const who = { actorId: staff.userId, role: staff.role, ip: req.ip };
      const id = idOf(req.params.id);
      const b = req.body;
      await requireCases(b.reward_cases.map((c) => c.case));
      const r = await saveOrQueue(
        db,
        who,
        { kind: 'season.level', target: `season:${id}:level:${b.level}`, body: b },
        config.catalog.contentValueCaps,
        (tx, gate) => saveLevel(tx, who, gate, id, b),
      );
      if (!('done' in r)) return answerSave(db, reply, r);
      return saved(id);
    },
  );

  // The pass's tasks: admin-task-routes.ts.
  seasonTaskAdminRoutes(app, deps, saves, games);
}
