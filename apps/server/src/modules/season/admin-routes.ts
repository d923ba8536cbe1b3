/**
 * Seasons and the battle pass in the console (issue 30 "Running the shop"; docs/console.md "Content"; right
 * `catalog`): `GET /v1/admin/seasons`, `GET /v1/admin/seasons/{id}` (settings, levels, tasks with how many
 * players finished each), `PUT /v1/admin/seasons/{id} {starts_at, ends_at, settings}`, `PUT
 * …/levels/{level} {cost, reward_money, reward_coins, reward_cases}` (a level's costs stay increasing; the next
 * number adds one), `POST …/tasks` and `PUT …/tasks/{task}` (type, goal, cases, texts ru/en, rewards), `POST
 * …/tasks/{task}/remove` (only a task nobody finished: players' progress references it; 409
 * season_task_finished otherwise — edit it instead). Every save sets the season's `edited_at` (seeding then
 * leaves it alone), writes one audit entry (before and after) in its transaction and drops this process's
 * cached season (others follow within 10 s). Money in roubles. Errors: 404 content_not_found, 400
 * content_invalid (an unknown case, costs out of order, a level that does not exist), 422 pass_value_out_of_bounds
 * (a level or task save that takes a level's reward over its coins' value × CASE_RTP_MAX or the tasks over
 * PASS_TASKS_VALUE_CAP_RUB: pass-bounds.ts, issue 44).
 */
import {
  adminSeasonResponse,
  adminSeasonsResponse,
  seasonLevelBody,
  seasonSaveBody,
  seasonTaskBody,
  type SeasonTaskBody,
} from '@cases/domain/api/admin-season';
import { camelize } from '@cases/domain/casing';
import { toKopecks } from '@cases/domain/money';
import { and, eq, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { seasonLevels, seasons, seasonTaskDone, seasonTasks } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { invalidateSeason } from '../../kernel/season/season.ts';
import { requireStaff, type Staff } from '../../kernel/staff/access.ts';
import { audit } from '../../kernel/staff/audit.ts';
import { allSeasons, doneCounts, seasonDetail, seasonRowWire, taskWire } from './admin-wire.ts';
import { levelsOf } from './pass.ts';
import { passExcess, requireNoNewExcess } from './pass-bounds.ts';
import { coinGames } from '../../catalog/pass-value.ts';

const idParam = z.object({ id: z.string().min(1).max(20) });

const notFound = () => new AppError(404, 'content_not_found', 'No such season, level or task');
const invalid = (why: string) => new AppError(400, 'content_invalid', why);
/** A positive integer id from the path, else 404. */
const idOf = (raw: string): number => {
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (n < 1) throw notFound();
  return n;
};

export function seasonAdminRoutes(app: App, { db, config }: AppDeps): void {
  /** The item games' terms that price a season coin (the pass's bound, pass-bounds.ts). */
  const games = coinGames(config.itemGames);
  /** 400 unless every case slug is in the catalog. */
  const requireCases = async (slugs: string[]) => {
    const snap = await snapshot(db);
    const unknown = slugs.find((s) => !snap.byKey.has(s));
    if (unknown !== undefined) throw invalid(`No case ${unknown}`);
  };
  /** Runs one save of season `id`: locks it, marks it edited, audits, drops the cache; the detail after. */
  const save = async (
    req: FastifyRequest,
    staff: Staff,
    id: number,
    action: string,
    target: string,
    change: (tx: Tx) => Promise<{ before: unknown; after: () => Promise<unknown> }>,
  ) => {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .update(seasons)
        .set({ editedAt: sql`now()` })
        .where(eq(seasons.id, id))
        .returning({ id: seasons.id });
      if (!locked) throw notFound();
      const { before, after } = await change(tx);
      await audit(tx, {
        actorId: staff.userId,
        role: staff.role,
        ip: req.ip,
        action,
        target,
        before,
        after: await after(),
      });
    });
    invalidateSeason(db);
    return (await seasonDetail(db, id))!;
  };

  app.get(
    '/v1/admin/seasons',
    { schema: { response: { 200: adminSeasonsResponse } } },
    async (req) => {
      await requireStaff(db, req, 'catalog');
      return { seasons: (await allSeasons(db)).map((s) => seasonRowWire(s)) };
    },
  );

  app.get(
    '/v1/admin/seasons/:id',
    { schema: { params: idParam, response: { 200: adminSeasonResponse } } },
    async (req) => {
      await requireStaff(db, req, 'catalog');
      const detail = await seasonDetail(db, idOf(req.params.id));
      if (!detail) throw notFound();
      return detail;
    },
  );

  app.put(
    '/v1/admin/seasons/:id',
    { schema: { params: idParam, body: seasonSaveBody, response: { 200: adminSeasonResponse } } },
    async (req) => {
      const staff = await requireStaff(db, req, 'catalog');
      const id = idOf(req.params.id);
      const b = req.body;
      const s = b.settings;
      await requireCases([...s.event_cases, ...s.coin_cases, ...s.new_cases]);
      return save(req, staff, id, 'season.update', `season:${id}`, async (tx) => {
        const before = (await seasonDetail(tx, id))!.season;
        await tx
          .update(seasons)
          .set({
            startsAt: new Date(b.starts_at),
            endsAt: new Date(b.ends_at),
            settings: camelize(s),
          })
          .where(eq(seasons.id, id));
        return { before, after: async () => (await seasonDetail(tx, id))!.season };
      });
    },
  );

  app.put(
    '/v1/admin/seasons/:id/levels',
    {
      schema: {
        params: idParam,
        body: seasonLevelBody,
        response: { 200: adminSeasonResponse },
      },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'catalog');
      const id = idOf(req.params.id);
      const b = req.body;
      const { level } = b;
      await requireCases(b.reward_cases.map((c) => c.case));
      const row = {
        cost: b.cost,
        rewardMoney: toKopecks(b.reward_money),
        rewardCoins: b.reward_coins,
        rewardCases: b.reward_cases,
      };
      return save(req, staff, id, 'season.level', `season:${id}:level:${level}`, async (tx) => {
        const levels = await levelsOf(tx, id);
        const excess = await passExcess(tx, id, config.catalog, games);
        const before = levels.find((l) => l.level === level) ?? null;
        const top = levels.at(-1)?.level ?? 0;
        if (before === null && level !== top + 1)
          throw invalid(`Levels go 1 … ${top}; the next one is ${top + 1}`);
        const prev = levels.find((l) => l.level === level - 1);
        const next = levels.find((l) => l.level === level + 1);
        if ((prev && prev.cost >= b.cost) || (next && next.cost <= b.cost))
          throw invalid('A level costs more than the one before it and less than the next');
        await tx
          .insert(seasonLevels)
          .values({ seasonId: id, level, ...row })
          .onConflictDoUpdate({ target: [seasonLevels.seasonId, seasonLevels.level], set: row });
        await requireNoNewExcess(tx, id, config.catalog, games, excess);
        return { before, after: () => Promise.resolve({ seasonId: id, level, ...row }) };
      });
    },
  );

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
  /** The season of task `taskId`, else 404. */
  const seasonOfTask = async (taskId: number): Promise<number> => {
    const [t] = await db
      .select({ seasonId: seasonTasks.seasonId })
      .from(seasonTasks)
      .where(eq(seasonTasks.id, taskId));
    if (!t) throw notFound();
    return t.seasonId;
  };
  /** The next position in a level. */
  const endOf = async (tx: Tx, id: number, level: number) => {
    const [row] = await tx
      .select({ p: max(seasonTasks.position) })
      .from(seasonTasks)
      .where(and(eq(seasonTasks.seasonId, id), eq(seasonTasks.level, level)));
    return (row?.p ?? -1) + 1;
  };
  const taskOf = async (tx: Tx, id: number, taskId: number) => {
    const [t] = await tx
      .select()
      .from(seasonTasks)
      .where(and(eq(seasonTasks.id, taskId), eq(seasonTasks.seasonId, id)))
      .for('update');
    if (!t) throw notFound();
    return taskWire(t, (await doneCounts(tx, [t.id])).get(t.id) ?? 0);
  };

  app.post(
    '/v1/admin/seasons/:id/tasks',
    { schema: { params: idParam, body: seasonTaskBody, response: { 200: adminSeasonResponse } } },
    async (req) => {
      const staff = await requireStaff(db, req, 'catalog');
      const id = idOf(req.params.id);
      await requireCases([...req.body.case_ids, ...req.body.reward_cases.map((c) => c.case)]);
      return save(req, staff, id, 'season.task_create', `season:${id}:task`, async (tx) => {
        const row = await taskRow(tx, id, req.body);
        const excess = await passExcess(tx, id, config.catalog, games);
        const [created] = await tx
          .insert(seasonTasks)
          .values({ seasonId: id, position: await endOf(tx, id, row.level), ...row })
          .returning();
        await requireNoNewExcess(tx, id, config.catalog, games, excess);
        return { before: null, after: () => Promise.resolve(taskWire(created!, 0)) };
      });
    },
  );

  app.put(
    '/v1/admin/season-tasks/:id',
    {
      schema: { params: idParam, body: seasonTaskBody, response: { 200: adminSeasonResponse } },
    },
    async (req) => {
      const staff = await requireStaff(db, req, 'catalog');
      const taskId = idOf(req.params.id);
      const id = await seasonOfTask(taskId);
      await requireCases([...req.body.case_ids, ...req.body.reward_cases.map((c) => c.case)]);
      return save(
        req,
        staff,
        id,
        'season.task_update',
        `season:${id}:task:${taskId}`,
        async (tx) => {
          const before = await taskOf(tx, id, taskId);
          const row = await taskRow(tx, id, req.body);
          const excess = await passExcess(tx, id, config.catalog, games);
          const position =
            row.level === before.level ? before.position : await endOf(tx, id, row.level);
          await tx
            .update(seasonTasks)
            .set({ ...row, position })
            .where(eq(seasonTasks.id, taskId));
          await requireNoNewExcess(tx, id, config.catalog, games, excess);
          return { before, after: () => taskOf(tx, id, taskId) };
        },
      );
    },
  );

  app.post(
    '/v1/admin/season-tasks/:id/remove',
    { schema: { params: idParam, response: { 200: adminSeasonResponse } } },
    async (req) => {
      const staff = await requireStaff(db, req, 'catalog');
      const taskId = idOf(req.params.id);
      const id = await seasonOfTask(taskId);
      return save(
        req,
        staff,
        id,
        'season.task_remove',
        `season:${id}:task:${taskId}`,
        async (tx) => {
          const before = await taskOf(tx, id, taskId);
          // Nobody may finish it meanwhile: the done rows reference it (the foreign key would refuse the delete).
          const [done] = await tx
            .select({ taskId: seasonTaskDone.taskId })
            .from(seasonTaskDone)
            .where(eq(seasonTaskDone.taskId, taskId))
            .limit(1);
          if (before.done_count > 0 || done)
            throw new AppError(409, 'season_task_finished', 'Players finished this task');
          await tx.delete(seasonTasks).where(eq(seasonTasks.id, taskId));
          return { before, after: () => Promise.resolve(null) };
        },
      );
    },
  );
}
