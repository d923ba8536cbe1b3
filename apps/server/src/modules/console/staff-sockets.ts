/**
 * Ending a staff member's sockets when the command line changes their role (issue 44 finding 5; docs/console.md
 * "Getting in"). `npm run admin -- revoke` (and `grant`, which may take the `support` right away) runs in a process
 * of its own with no hub, so its transaction queues a `staff-sockets-end` job `{ userId }` on the shop's durable job
 * queue; whichever server process runs it calls the hub's `disconnectUser`, which ends the member's sockets — their
 * console inbox among them — in every process (the Redis adapter carries it). The job exists if and only if the
 * role change commits; it runs within the queue's poll (`JOBS_POLL_S`, 2 s by default) of the commit, or when a
 * server next starts if none runs (the embedded database: the server is stopped for the command line, so no socket
 * is open then).
 */
import type { Executor, Jobs, QueueSpec } from '../../platform/jobs.ts';
import type { Hub } from '../../platform/realtime/hub.ts';

/** The queue's name: `{ userId }` jobs. */
export const STAFF_SOCKETS_END = 'staff-sockets-end';

/** The same spec in the server and the command line (pg-boss keeps a queue's first declaration). */
const SPEC: QueueSpec = {
  retryLimit: 5,
  retryDelaySeconds: 1,
  backoff: true,
  expireInSeconds: 30,
};

/** Declares the queue; with a `hub` this process ends the sockets (the server), without it only sends (the CLI). */
export function defineStaffSocketsEnd(jobs: Jobs, hub: Hub | undefined | null): void {
  jobs.define<{ userId: number }>(
    STAFF_SOCKETS_END,
    SPEC,
    hub === null
      ? null
      : ({ userId }) => {
          hub?.disconnectUser(userId);
          return Promise.resolve();
        },
  );
}

/** Queues the end of `userId`'s sockets in the role change's transaction `tx`. */
export async function queueStaffSocketsEnd(
  jobs: Jobs,
  tx: Executor,
  userId: number,
): Promise<void> {
  await jobs.send(STAFF_SOCKETS_END, { userId }, { tx });
}
