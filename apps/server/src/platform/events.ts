/**
 * The in-process event bus (ARCHITECTURE "Areas talk through events published after commit";
 * docs/architecture.md): typed by an event map (name → payload), one bus per app. A publisher calls
 * `publish` only after its transaction has committed; every listener then starts at once, in the order
 * it subscribed, each on its own: a throw or a rejected promise is logged and never reaches the
 * publisher or the other listeners. `publish` resolves when every listener has settled, for a
 * publisher that wants its reactions done (a sweep's notices); most do not wait (`void publish(…)`). Listeners are for what may be lost if the process dies right after the
 * commit (the live feed, a push): what must happen exactly once is a job written in the publisher's
 * transaction (platform/jobs.ts), not a listener.
 */
import type { FastifyBaseLogger } from 'fastify';

export type Listener<P> = (payload: P) => void | Promise<void>;

export interface EventBus<M> {
  /** Calls `listener` with every later `name` event of this bus. */
  on<K extends keyof M & string>(name: K, listener: Listener<M[K]>): void;
  /**
   * Delivers `payload` to the listeners of `name` (after the publisher's commit); resolves when they
   * have all settled. Never throws or rejects.
   */
  publish<K extends keyof M & string>(name: K, payload: M[K]): Promise<void>;
}

export function createEventBus<M>(log: Pick<FastifyBaseLogger, 'error'>): EventBus<M> {
  const listeners = new Map<string, Listener<never>[]>();
  const failed = (event: string) => (err: unknown) =>
    log.error({ err, event }, 'event listener failed');
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    async publish(name, payload) {
      const running: Promise<void>[] = [];
      for (const listener of listeners.get(name) ?? []) {
        try {
          const done = listener(payload as never);
          if (done instanceof Promise) running.push(done.catch(failed(name)));
        } catch (err) {
          failed(name)(err);
        }
      }
      await Promise.all(running);
    },
  };
}
