/**
 * Raffle calls (issue 28 "Raffle"; spec 001 §3 Raffle result): `GET /v1/event/raffle` (public; the
 * running season's current raffle, or `?slug=` one; the caller's tickets, 0 for visitors; the server
 * seed only once drawn), `GET /v1/event/raffle-result/{slug}?page=&per_page=` (public; the winners a page
 * at a time) and `GET /v1/event/raffle-entries/{slug}` (public; the entries as drawn, for the check page).
 * Declares the draw job and, with RAFFLE_WORKER, the sweeper (runtime.ts), and the due work `raffle` (a test
 * server's "draw the running raffle now", platform/due-work.ts); the current raffle is opened
 * before the app is ready. Errors: 404 raffle_not_found; 400 on a bad slug or page.
 */
import {
  raffleInfoResponse,
  raffleResultQuery,
  raffleResultResponse,
} from '@cases/domain/api/event';
import { raffleEntriesResponse, raffleInfoQuery, raffleSlugParams } from '@cases/domain/api/raffle';
import { levelProgress } from '@cases/domain/levels';
import { toRoubles } from '@cases/domain/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { optionalUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { langOf, localized } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { avatarUrl, itemImage } from '../../kernel/media-urls.ts';
import { currentRaffle, ensureCurrentRaffle, raffleBySlug, type RaffleRow } from './raffles.ts';
import { enteredTickets, enteredTotal, entriesOf, winnersPage } from './read.ts';
import { createRaffleRuntime, type RaffleRuntime } from './runtime.ts';
import { ticketsIn, totalTickets } from './tickets.ts';

/** How long a running raffle's ticket total is reused (ms): it sums the window's openings. */
const TOTAL_TTL_MS = 15_000;

const notFound = () => new AppError(404, 'raffle_not_found', 'No such raffle');

export function raffleRoutes(app: App, { db, config }: AppDeps): void {
  const runtime = createRaffleRuntime({ db, config, jobs: app.jobs });
  app.decorate('raffle', runtime);
  app.dueWork.set('raffle', async () => (await runtime.drawNow()).length);
  app.addHook('onReady', async () => {
    await ensureCurrentRaffle(db, runtime.settings, runtime.queueDraw);
  });
  const totals = new Map<number, { at: number; value: Promise<number> }>();
  const runningTotal = (r: RaffleRow): Promise<number> => {
    const hit = totals.get(r.id);
    if (hit && Date.now() - hit.at < TOTAL_TTL_MS) return hit.value;
    const value = totalTickets(db, r, runtime.settings.depositDays);
    value.catch(() => totals.delete(r.id));
    totals.set(r.id, { at: Date.now(), value });
    return value;
  };

  const bySlug = async (slug: string) =>
    (await raffleBySlug(db, slug)) ?? Promise.reject(notFound());

  app.get(
    '/v1/event/raffle',
    {
      config: { errors: [[404, 'raffle_not_found']], auth: 'optional' },
      schema: { querystring: raffleInfoQuery, response: { 200: raffleInfoResponse } },
    },
    async (req): Promise<z.infer<typeof raffleInfoResponse>> => {
      const r = req.query.slug
        ? await bySlug(req.query.slug)
        : ((await ensureCurrentRaffle(db, runtime.settings, runtime.queueDraw)) ??
          (await currentRaffle(db)));
      if (!r) throw notFound();
      const [userId, snap] = await Promise.all([optionalUser(db, req), snapshot(db)]);
      const lang = langOf(req);
      const drawn = r.drawnAt !== null;
      const mine = async () => {
        if (userId === null) return 0;
        return drawn
          ? enteredTickets(db, r.id, userId)
          : ticketsIn(db, r, userId, runtime.settings.depositDays);
      };
      const [myTickets, total] = await Promise.all([
        mine(),
        drawn ? enteredTotal(db, r.id) : runningTotal(r),
      ]);
      return {
        slug: r.slug,
        title: localized(lang, r.title, r.titleEn),
        starts_at: r.startsAt.toISOString(),
        ends_at: r.endsAt.toISOString(),
        ticket_price: toRoubles(r.ticketKopecks),
        prizes: r.prizes.map((id, i) => {
          const item = snap.items.get(id);
          return {
            position: i + 1,
            item: item ? localized(lang, item.name, item.nameEn) : id,
            img: item ? itemImage(item) : '',
            price: item ? toRoubles(item.price) : 0,
          };
        }),
        server_seed_hash: r.serverSeedHash,
        server_seed: drawn ? r.serverSeed : null,
        public_seed: drawn ? r.publicSeed : null,
        drawn,
        my_tickets: myTickets,
        total_tickets: total,
      };
    },
  );

  app.get(
    '/v1/event/raffle-result/:slug',
    {
      config: { errors: [[404, 'raffle_not_found']], auth: 'optional' },
      schema: {
        params: raffleSlugParams,
        querystring: raffleResultQuery,
        response: { 200: raffleResultResponse },
      },
    },
    async (req): Promise<z.infer<typeof raffleResultResponse>> => {
      const r = await bySlug(req.params.slug);
      const { page, per_page } = req.query;
      const [userId, snap, winners] = await Promise.all([
        optionalUser(db, req),
        snapshot(db),
        winnersPage(db, r.id, page, per_page),
      ]);
      const lang = langOf(req);
      const meIn = userId !== null && (await inRaffle(db, r, userId, runtime.settings.depositDays));
      return {
        prize_count: r.prizes.length,
        raffle_result: winners.rows.map((w) => {
          const item = snap.items.get(w.itemId);
          return {
            item_id: w.itemId,
            img: item ? itemImage(item) : '',
            item: item ? localized(lang, item.name, item.nameEn) : w.itemId,
            price: { currency: 'RUB', price: item ? toRoubles(item.price) : 0 },
            avatar: avatarUrl(config.auth.secret, w.userId),
            level: levelProgress(w.exp).userLevel,
            position: w.position,
            tickets: w.tickets,
            user_id: String(w.userId),
            name: w.nickname,
          };
        }),
        me_in_raffle: meIn,
        paginator: {
          page,
          per_page,
          total: winners.total,
          last_page: Math.max(1, Math.ceil(winners.total / per_page)),
        },
      };
    },
  );

  app.get(
    '/v1/event/raffle-entries/:slug',
    {
      config: { errors: [[404, 'raffle_not_found']] },
      schema: { params: raffleSlugParams, response: { 200: raffleEntriesResponse } },
    },
    async (req): Promise<z.infer<typeof raffleEntriesResponse>> => {
      const r = await bySlug(req.params.slug);
      const drawn = r.drawnAt !== null;
      const entries = drawn ? await entriesOf(db, r.id) : [];
      return {
        slug: r.slug,
        drawn,
        prize_count: r.prizes.length,
        public_seed: drawn ? r.publicSeed : null,
        entries: entries.map((e) => ({
          position: e.position,
          user_id: String(e.userId),
          tickets: e.tickets,
        })),
      };
    },
  );
}

/** Drawn: the player has an entry; before the draw: they hold a ticket so far (deposit rule: tickets.ts). */
async function inRaffle(
  db: Db,
  r: RaffleRow,
  userId: number,
  depositDays: number,
): Promise<boolean> {
  const tickets =
    r.drawnAt !== null
      ? await enteredTickets(db, r.id, userId)
      : await ticketsIn(db, r, userId, depositDays);
  return tickets > 0;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The raffle's runtime (tests run a sweep with `app.raffle.sweep()`). */
    raffle: RaffleRuntime;
  }
}
