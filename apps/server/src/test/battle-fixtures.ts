/**
 * Battle test fixtures (issue 10): calls of the battles service through `app.inject`, the battle cases of
 * `GET /battles-api/cases`, a poll until a battle reaches a status, and players with money.
 */
import type { BattleViewWire } from '@cases/domain/api/battles';
import type { App } from '../platform/types.ts';
import { bearer, register, topUp, waitUntil } from './helper.ts';

export const B = '/battles-api';

/** A registered player topped up with `roubles` (none when 0). */
export async function fundedPlayer(app: App, roubles = 5_000) {
  const p = await register(app);
  if (roubles > 0) await topUp(app, p.token, roubles);
  return p;
}

/** The player's balance in roubles, as `GET /v1/users/me` answers it. */
export async function balanceOf(app: App, token: string): Promise<number> {
  const me = await app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) });
  return me.json<{ finance: { balance: number } }>().finance.balance;
}

/** A battle-case card as tests look at it. */
export interface BattleCaseCard {
  id: string;
  slug: string;
  price_data: { price: number };
}

/** The battle cases, cheapest first. */
export async function battleCaseCards(app: App): Promise<BattleCaseCard[]> {
  const res = await app.inject({ method: 'GET', url: `${B}/cases` });
  if (res.statusCode !== 200) throw new Error(`cases: ${res.body}`);
  return res
    .json<{ sections: { cases: BattleCaseCard[] }[] }>()
    .sections.flatMap((s) => s.cases)
    .sort((a, b) => a.price_data.price - b.price_data.price);
}

/** POSTs to the battles service; returns status and JSON body. */
export async function post(app: App, path: string, token: string | null, payload: object) {
  const res = await app.inject({
    method: 'POST',
    url: `${B}${path}`,
    headers: token ? bearer(token) : {},
    payload,
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/** Creates a battle; throws unless 200. Returns its ULID. */
export async function create(app: App, token: string, body: object): Promise<string> {
  const res = await post(app, '/battles', token, body);
  if (res.status !== 200) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.battle_ulid as string;
}

/** `GET /battle?ulid=` as a player (or a visitor); the status code and the battle. */
export async function getBattle(app: App, ulid: string, token: string | null, key?: string) {
  const res = await app.inject({
    method: 'GET',
    url: `${B}/battle?ulid=${ulid}${key ? `&key=${key}` : ''}`,
    headers: token ? bearer(token) : {},
  });
  return {
    status: res.statusCode,
    battle: res.statusCode === 200 ? res.json<{ battle: BattleViewWire }>().battle : null,
  };
}

/** Polls until the battle has `status`; returns it. */
export async function waitForStatus(
  app: App,
  ulid: string,
  token: string,
  status: BattleViewWire['status'],
  ms = 20_000,
): Promise<BattleViewWire> {
  let last: BattleViewWire | null = null;
  await waitUntil(async () => {
    last = (await getBattle(app, ulid, token)).battle;
    return last?.status === status;
  }, ms);
  return last!;
}
