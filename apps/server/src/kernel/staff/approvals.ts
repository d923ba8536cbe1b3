/**
 * The saves a second approval can run (issue 44; value-gate.ts): each area that gates a save registers, under the
 * save's kind (`offer.create`, `case.update`, `season.level`, …), how to run it again from its stored body inside
 * the approval's transaction with an open gate. The registry is the app's (`app.approvals`, filled as the areas
 * register their routes); modules/console's approval routes read it, so the console never imports an area.
 */
import type { Tx } from '../../db/client.ts';
import type { Saver } from './value-gate.ts';

/** How a kind of save runs again once approved. */
export interface Applier {
  /**
   * Runs the save of `target` with `body` (as first sent; the applier parses it with the save's own schema) in
   * `tx` as `who`, with every bound of the save checked again and the value gate open. Throws the save's errors.
   */
  apply: (tx: Tx, who: Saver, target: string, body: unknown) => Promise<void>;
  /** After the approval's transaction committed: what the route does after a save (dropping a cache). */
  afterCommit?: () => void;
}

export interface Approvals {
  register(kind: string, applier: Applier): void;
  applierOf(kind: string): Applier | undefined;
}

/** An empty registry (one per app). */
export function createApprovals(): Approvals {
  const appliers = new Map<string, Applier>();
  return {
    register: (kind, applier) => void appliers.set(kind, applier),
    applierOf: (kind) => appliers.get(kind),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The saves a second approval can run (issue 44). */
    approvals: Approvals;
  }
}
