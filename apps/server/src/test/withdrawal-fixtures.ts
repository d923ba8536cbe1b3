/**
 * Withdrawal test fixtures: a player with opened drops and a saved trade link, a deterministic trade bot
 * (scripted random numbers, a movable clock) and a hub that records what it would emit.
 */
import type { ServerEventName } from '@cases/domain/realtime';
import type { Hub } from '../platform/realtime/hub.ts';
import { createSimulatedBot } from '../modules/withdrawals/bot.ts';
import type { Db } from '../db/client.ts';
import type { App } from '../platform/types.ts';
import { pickCases } from './catalog-picks.ts';
import { bearer, queryRows, register, topUp } from './helper.ts';

export const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=AbC-d_9x';

/** A registered player with `n` opened drops (ids) and, unless `link` is false, a trade link. */
export async function playerWithItems(app: App, n: number, link = true) {
  const p = await register(app);
  await topUp(app, p.token, 3000);
  const slug = (await pickCases(app)).cheapest.slug;
  const ids: string[] = [];
  while (ids.length < n) {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/cases/${slug}/open`,
      headers: bearer(p.token),
      payload: { multi_open: Math.min(5, n - ids.length) },
    });
    if (res.statusCode !== 200) throw new Error(`open failed: ${res.body}`);
    ids.push(...res.json<{ drops: { id: string }[] }>().drops.map((d) => d.id));
  }
  if (link) {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/users/set/steam/data',
      headers: bearer(p.token),
      payload: { link: TRADE_LINK },
    });
    if (res.statusCode !== 200) throw new Error(`steam data failed: ${res.body}`);
  }
  return { ...p, ids };
}

/**
 * Sends `p`'s items to Steam by trade offer (`POST /v1/inventory/senditem`, spec 001 §4); throws unless it answers
 * 200. Returns each item's withdrawal id (`withdrawal_jobs.id`), in the order of `p.ids`.
 */
export async function sendToSteam(
  app: App,
  db: Db,
  p: { token: string; ids: string[] },
): Promise<number[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/inventory/senditem',
    headers: bearer(p.token),
    payload: { ids: p.ids, method: 'trade' },
  });
  if (res.statusCode !== 200) throw new Error(`senditem failed: ${res.body}`);
  const rows = await queryRows<{ id: number; item: string }>(
    db,
    `select id::int, inventory_item_id::text as item from withdrawal_jobs where inventory_item_id in (${p.ids.map(Number).join(',')})`,
  );
  return p.ids.map((i) => rows.find((r) => r.item === i)!.id);
}

/** A clock tests move by hand (ms since the epoch). */
export function manualClock(start = Date.now()) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

/** Random numbers from a script, then `rest` forever. */
export const scripted =
  (values: number[], rest = 0.99) =>
  () =>
    values.shift() ?? rest;

export function deterministicBot(now: () => number, random: () => number) {
  return createSimulatedBot({
    sendDelayMs: 0,
    acceptDelayMs: 1_000,
    failureRate: 0.5,
    cancelRate: 0.5,
    random,
    now,
  });
}

/** A hub that records emits instead of sending them. */
export function recordingHub() {
  const events: {
    userId: string | null;
    event: ServerEventName;
    payload: unknown;
    /** The language a public event went to (absent: every socket). */
    lang?: string;
    /** The room a room event went to. */
    room?: string;
  }[] = [];
  const hub: Hub = {
    emitToUser: (userId, event, payload) =>
      void events.push({ userId: String(userId), event, payload }),
    emitPublic: (event, payload, lang) =>
      void events.push({ userId: null, event, payload, ...(lang ? { lang } : {}) }),
    emitToRoom: (room, event, payload) => void events.push({ userId: null, event, payload, room }),
    addChannel: () => undefined,
    disconnectUser: () => undefined,
    attach: () => undefined,
    close: () => Promise.resolve(),
  };
  return { hub, events };
}

/** Withdrawal `w` as a provider's tests look at it: its state, hold, price paid (kopecks), offer, error, provider. */
export async function withdrawalView(db: Db, w: number) {
  const [row] = await queryRows<{
    state: string;
    hold: string | null;
    paid: number | null;
    offer: string | null;
    error: string | null;
    provider: string | null;
  }>(
    db,
    `select state, hold_reason as hold, price_paid::int as paid, trade_offer_id as offer, error_code as error, provider from withdrawal_jobs where id = ${w}`,
  );
  if (!row) throw new Error(`no withdrawal ${w}`);
  return row;
}
