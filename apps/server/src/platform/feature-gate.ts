/**
 * Routes behind a run-time switch (issue 30 "Running the shop": feature flags change without a restart):
 * every route `register` declares gets an `onRequest` step that asks `isOn` at request time and, while it is
 * false, answers exactly what an unknown path answers (the app's not-found handler: 404 dataNotFound), so a
 * switched-off area looks absent. The routes themselves are always registered.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { App } from './types.ts';

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Calls `register()` with every route it declares on `app` guarded by `isOn`. */
export function behindSwitch(app: App, isOn: () => Promise<boolean>, register: () => void): void {
  const guard: Guard = async (_req, reply) => {
    if (await isOn()) return;
    reply.callNotFound();
    return reply;
  };
  let active = true;
  app.addHook('onRoute', (opts: RouteOptions) => {
    if (!active) return;
    const own = opts.onRequest;
    opts.onRequest = [guard, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
  try {
    register();
  } finally {
    active = false;
  }
}
