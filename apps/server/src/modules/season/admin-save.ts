/**
 * What the console's season saves share (admin-routes.ts, admin-task-routes.ts; issue 30 "Running the shop"): the
 * path id (a positive integer, else 404 content_not_found), 400 content_invalid, the catalog check of case slugs, and
 * `save` — one transaction that locks the season's row and marks it edited, takes the catalog's save lock (the pass's
 * bound is read from the catalog, which a catalog save may be changing: kernel/season/pass-bounds.ts), runs the
 * change, writes one audit entry (before and after), then drops this process's cached season and answers the
 * season's detail.
 */
import type { AuditAction } from '@cases/domain/api/admin';
import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { seasons } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { lockCatalogSaves } from '../../kernel/catalog/save-lock.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { invalidateSeason } from '../../kernel/season/season.ts';
import type { Staff } from '../../kernel/staff/access.ts';
import { audit } from '../../kernel/staff/audit.ts';
import type { Saver } from '../../kernel/staff/value-gate.ts';
import { seasonDetail } from './admin-wire.ts';

export const idParam = z.object({ id: z.string().min(1).max(20) });

export const notFound = () =>
  new AppError(404, 'content_not_found', 'No such season, level or task');
export const invalid = (why: string) => new AppError(400, 'content_invalid', why);
/** A positive integer id from the path, else 404. */
export const idOf = (raw: string): number => {
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (n < 1) throw notFound();
  return n;
};

/** The season saves' shared steps over `db`. */
export function seasonSaves(db: Db) {
  /** 400 unless every case slug is in the catalog. */
  const requireCases = async (slugs: string[]) => {
    const snap = await snapshot(db);
    const unknown = slugs.find((s) => !snap.byKey.has(s));
    if (unknown !== undefined) throw invalid(`No case ${unknown}`);
  };
  /**
   * Runs one save of season `id` in `tx`: locks it, marks it edited, takes the catalog's save lock, runs `change`,
   * audits as `who`. The caller drops the cache after the commit (`saved`).
   */
  const saveIn = async (
    tx: Tx,
    who: Saver,
    id: number,
    action: AuditAction,
    target: string,
    change: (tx: Tx) => Promise<{ before: unknown; after: () => Promise<unknown> }>,
  ) => {
    const [locked] = await tx
      .update(seasons)
      .set({ editedAt: sql`now()` })
      .where(eq(seasons.id, id))
      .returning({ id: seasons.id });
    if (!locked) throw notFound();
    await lockCatalogSaves(tx);
    const { before, after } = await change(tx);
    await audit(tx, { ...who, action, target, before, after: await after() });
  };
  /** After a save of season `id` committed: drops this process's cached season; the season's detail. */
  const saved = async (id: number) => {
    invalidateSeason(db);
    return (await seasonDetail(db, id))!;
  };
  /** Runs one save of season `id` (`saveIn`) in its own transaction as `staff`; the detail after. */
  const save = async (
    req: FastifyRequest,
    staff: Staff,
    id: number,
    action: AuditAction,
    target: string,
    change: (tx: Tx) => Promise<{ before: unknown; after: () => Promise<unknown> }>,
  ) => {
    const who = { actorId: staff.userId, role: staff.role, ip: req.ip };
    await db.transaction((tx) => saveIn(tx, who, id, action, target, change));
    return saved(id);
  };

  return { requireCases, save, saveIn, saved };
}

/** What the task routes get from the season routes. */
export type SeasonSaves = ReturnType<typeof seasonSaves>;
