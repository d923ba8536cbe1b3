/**
 * The battle pass's tasks in the console (issue 30 "Running the shop"; docs/console.md "Content"; right `catalog`):
 * `POST /v1/admin/seasons/{id}/tasks` and `PUT /v1/admin/season-tasks/{task}` (type, goal, cases, texts ru/en,
 * rewards), `POST /v1/admin/season-tasks/{task}/remove` (only a task nobody finished: players' progress references
 * it; 409 season_task_finished otherwise — edit it instead). Each is one season save (admin-save.ts). Money in
 * roubles. Errors: 404 content_not_found, 400 content_invalid (an unknown case, a level the season lacks), 422
 * pass_value_out_of_bounds (the tasks over PASS_TASKS_VALUE_CAP_RUB: kernel/season/pass-bounds.ts, issue 44).
 */
import {
  adminSeasonResponse,
  seasonTaskBody,
  type SeasonTaskBody,
} from '@cases/domain/api/admin-season';
import { toKopecks } from '@cases/domain/money';
import type { Tx } from '../../db/client.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { requireStaff } from '../../kernel/staff/access.ts';
import type { CoinGames } from '../../catalog/pass-value.ts';
import { idOf, idParam, invalid, type SeasonSaves } from './admin-save.ts';
import { taskWire } from './admin-wire.ts';
import {
  insertTask,
  lockedTask,
  nextPosition,
  removeTask,
  seasonOfTask,
  updateTask,
} from './admin-tasks.ts';
import { levelsOf } from './pass.ts';
import { passExcess, requireNoNewExcess } from '../../kernel/season/pass-bounds.ts';

export function seasonTaskAdminRoutes(
  app: App,
  { db, config }: AppDeps,
  { requireCases, save }: SeasonSaves,
  games: CoinGames,
): void {
  /** The task row of a body (its case names from the catalog); 400 for a level the season lacks. */
  const taskRow = async (tx: Tx, id: number, b: SeasonTaskBody) => {
    if (!(await levelsOf(tx, id)).some((l) => l.level === b.level))
      throw invalid(`The season has no level ${b.level}`);
    const snap = await snapshot(db);
    return {
      level: b.level,
      type: b.type,
      goal: b.type === 'money' ? toKopecks(b.goal) : b.goal,
      options: { ids: b.case_ids, names: b.case_ids.map((c) => snap.byKey.get(c)!.row.name) },
      description: b.description,
      descriptionEn: b.description_en,
      rewardMoney: toKopecks(b.reward_money),
      rewardCoins: b.reward_coins,
      rewardCases: b.reward_cases,
    };
  };
  app.post(
    '/v1/admin/seasons/:id/tasks',
    {
      config: { auth: 'required' },
      schema: { params: idParam, body: seasonTaskBody, response: { 200: adminSeasonResponse } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'catalog');
      const id = idOf(req.params.id);
      await requireCases([...req.body.case_ids, ...req.body.reward_cases.map((c) => c.case)]);
      return save(req, staff, id, 'season.task_create', `season:${id}:task`, async (tx) => {
        const row = await taskRow(tx, id, req.body);
        const excess = await passExcess(tx, id, config.catalog, games);
        const created = await insertTask(tx, id, row);
        await requireNoNewExcess(tx, id, config.catalog, games, excess);
        return { before: null, after: () => Promise.resolve(taskWire(created, 0)) };
      });
    },
  );

  app.put(
    '/v1/admin/season-tasks/:id',
    {
      config: { auth: 'required' },
      schema: { params: idParam, body: seasonTaskBody, response: { 200: adminSeasonResponse } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'catalog');
      const taskId = idOf(req.params.id);
      const id = await seasonOfTask(db, taskId);
      await requireCases([...req.body.case_ids, ...req.body.reward_cases.map((c) => c.case)]);
      return save(
        req,
        staff,
        id,
        'season.task_update',
        `season:${id}:task:${taskId}`,
        async (tx) => {
          const before = await lockedTask(tx, id, taskId);
          const row = await taskRow(tx, id, req.body);
          const excess = await passExcess(tx, id, config.catalog, games);
          const position =
            row.level === before.level ? before.position : await nextPosition(tx, id, row.level);
          await updateTask(tx, taskId, { ...row, position });
          await requireNoNewExcess(tx, id, config.catalog, games, excess);
          return { before, after: () => lockedTask(tx, id, taskId) };
        },
      );
    },
  );

  app.post(
    '/v1/admin/season-tasks/:id/remove',
    {
      config: { errors: [[409, 'season_task_finished']], auth: 'required' },
      schema: { params: idParam, response: { 200: adminSeasonResponse } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'catalog');
      const taskId = idOf(req.params.id);
      const id = await seasonOfTask(db, taskId);
      return save(
        req,
        staff,
        id,
        'season.task_remove',
        `season:${id}:task:${taskId}`,
        async (tx) => {
          const before = await lockedTask(tx, id, taskId);
          await removeTask(tx, taskId, before.done_count);
          return { before, after: () => Promise.resolve(null) };
        },
      );
    },
  );
}
