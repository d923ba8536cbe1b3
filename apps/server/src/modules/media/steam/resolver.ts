/**
 * The Steam icon resolver (issue 9, docs/decisions/005-item-art.md): in the background, one item at a
 * time and `intervalMs` apart, it asks the Steam Community market for an ordinary item's icon by its
 * English market name, stores the picture in the disk cache and the icon's `icon_url` on the item row
 * (`items.steam_icon`), so the wire points at `/img/items/<id>.png`. Items the market does not list
 * are asked again after a week. When Steam cannot be reached it backs off (up to an hour) and changes
 * nothing: the drawn art stays. It never runs inside a request, so no page waits for Steam.
 * Several processes may run it: an item is claimed with `FOR UPDATE SKIP LOCKED`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { items } from '../../../db/schema/index.ts';
import { invalidateSnapshot } from '../../../kernel/catalog/snapshot.ts';
import { writeCachedIcon } from './cache.ts';
import { fetchIcon, findIconUrl, SteamUnreachable, type SteamEndpoints } from './market.ts';

/** An item the market did not list is asked about again after this long (ms). */
export const RECHECK_MISSING_MS = 7 * 24 * 3600_000;
/** Longest pause after Steam could not be reached (ms). */
const MAX_BACKOFF_MS = 3600_000;
/** Pause when every item has been asked about (ms). */
const IDLE_MS = 10 * 60_000;

export interface ResolverOptions extends SteamEndpoints {
  /** Absolute folder of the cached pictures. */
  dir: string;
  /** Pause between two look-ups (ms). */
  intervalMs: number;
}

export type StepResult = 'found' | 'missing' | 'unreachable' | 'idle';

export interface IconResolver {
  /** Starts the background loop (idempotent). */
  start(): void;
  /** Stops the loop and waits for a look-up in flight. */
  stop(): Promise<void>;
  /** Resolves the next unchecked item; what happened. */
  step(): Promise<StepResult>;
  /** Fetches the picture of an item whose icon is known but not on this disk (in the background). */
  refetch(itemId: string, iconUrl: string): void;
}

interface Claimed {
  id: string;
  name: string;
  name_en: string | null;
  prev: string | Date | null;
}

/** Marks the next item to ask about as checked now (so other processes skip it); null when none is due. */
async function claimNext(db: Db, now: Date): Promise<Claimed | null> {
  const due = new Date(now.getTime() - RECHECK_MISSING_MS);
  const res: unknown = await db.execute(sql`
    with c as (
      select id, steam_icon_checked_at as prev from items
      where type = 0 and (steam_icon_checked_at is null or (steam_icon is null and steam_icon_checked_at < ${due.toISOString()}))
      order by steam_icon_checked_at nulls first, id
      limit 1 for update skip locked
    )
    update items i set steam_icon_checked_at = ${now.toISOString()} from c where i.id = c.id
    returning i.id, i.name, i.name_en, c.prev`);
  return (res as { rows: Claimed[] }).rows[0] ?? null;
}

export function createIconResolver(
  db: Db,
  opts: ResolverOptions,
  log?: FastifyBaseLogger,
): IconResolver {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  let backoff = 0;
  const refetching = new Set<string>();

  const step = async (): Promise<StepResult> => {
    const claimed = await claimNext(db, new Date());
    if (!claimed) return 'idle';
    const restore = () =>
      db
        .update(items)
        .set({ steamIconCheckedAt: claimed.prev === null ? null : new Date(claimed.prev) })
        .where(eq(items.id, claimed.id));
    try {
      const icon = await findIconUrl(opts, claimed.name_en ?? claimed.name);
      const bytes = icon ? await fetchIcon(opts, icon) : null;
      if (!icon || !bytes) return 'missing';
      await writeCachedIcon(opts.dir, claimed.id, bytes);
      await db.update(items).set({ steamIcon: icon }).where(eq(items.id, claimed.id));
      invalidateSnapshot(db);
      return 'found';
    } catch (err) {
      await restore();
      if (err instanceof SteamUnreachable) {
        log?.debug({ err: err.message }, 'steam icons: Steam unreachable');
        return 'unreachable';
      }
      throw err;
    }
  };

  const schedule = (ms: number) => {
    if (!running) return;
    timer = setTimeout(() => {
      const run = step().then(
        (r) => r,
        (err: unknown) => {
          log?.warn({ err }, 'steam icons: look-up failed');
          return 'unreachable' as const;
        },
      );
      inFlight = run;
      void run.then((r) => {
        if (r === 'unreachable') {
          if (backoff === 0)
            log?.info('steam icons: Steam is not reachable; items keep their drawn art for now');
          backoff = Math.min(MAX_BACKOFF_MS, Math.max(backoff * 2, opts.intervalMs * 4, 1_000));
          schedule(backoff);
        } else {
          backoff = 0;
          schedule(r === 'idle' ? IDLE_MS : opts.intervalMs);
        }
      });
    }, ms);
    timer.unref();
  };

  return {
    step,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await inFlight.catch(() => undefined);
    },
    refetch(itemId, iconUrl) {
      if (!running || refetching.has(itemId)) return;
      refetching.add(itemId);
      void fetchIcon(opts, iconUrl)
        .then((bytes) => (bytes ? writeCachedIcon(opts.dir, itemId, bytes) : undefined))
        .catch(() => undefined)
        .finally(() => refetching.delete(itemId));
    },
  };
}
