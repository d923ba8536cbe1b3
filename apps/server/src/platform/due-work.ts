/**
 * Due work run now (issue 42 "time is an input"): a module whose work waits for a schedule (a
 * withdrawal's next step, the leaderboards' sweep) registers how to run what is waiting at once, by
 * name. With TEST_HOOKS on — a test server's switch; the configuration refuses it when NODE_ENV is
 * production — `POST /v1/test/due/:work` runs it and answers `{ work, ran }` (how many things it moved),
 * so a browser test asks for the work instead of waiting for the clock. Without TEST_HOOKS the path
 * does not exist (404 like any unknown path). Unknown work: 404 `due_work_unknown`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';
import type { App } from './types.ts';

/** Runs the work that is waiting now; answers how many things it moved. */
export type DueWork = () => Promise<number>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Due work by name (platform/due-work.ts); modules add theirs. */
    dueWork: Map<string, DueWork>;
  }
}

const dueParams = z.object({ work: z.string().max(64) });
const dueResponse = z.object({ work: z.string(), ran: z.number().int() });

/** Decorates `app.dueWork` (empty) and, when `testHooks`, adds the route that runs an entry. */
export function registerDueWork(app: FastifyInstance, testHooks: boolean): void {
  app.decorate('dueWork', new Map<string, DueWork>());
  if (!testHooks) return;
  (app as App).post(
    '/v1/test/due/:work',
    { schema: { params: dueParams, response: { 200: dueResponse } } },
    async (req) => {
      const run = app.dueWork.get(req.params.work);
      if (!run) throw new AppError(404, 'due_work_unknown', 'No such due work');
      return { work: req.params.work, ran: await run() };
    },
  );
}
