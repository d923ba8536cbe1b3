/**
 * A player driven over real HTTP (fetch) against a spawned server: quick registration, a sandbox top-up,
 * case openings, Steam data and withdrawals — the same calls the browser makes.
 */
import { paidCases, type Card } from './catalog-picks.ts';
import { bearer, CONSENT } from './helper.ts';
import { TRADE_LINK } from './withdrawal-fixtures.ts';

async function call<T>(base: string, method: string, path: string, token?: string, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Registers on `base`, tops up `rub` ₽ (3000), opens `n` drops of the cheapest case and saves a trade link. */
export async function httpPlayer(base: string, n: number, rub = 3000) {
  const reg = await call<{ access_token: string }>(
    base,
    'POST',
    '/v1/auth/registration/quick',
    undefined,
    CONSENT,
  );
  const token = reg.access_token;
  const me = await call<{ user_id: string }>(base, 'GET', '/v1/users/me', token);
  const start = await call<{ redirect_url: string }>(
    base,
    'POST',
    '/v1/payments/transaction/start',
    token,
    { payment_direction_id: 'sandbox', amount: rub },
  );
  await call(base, 'POST', `${new URL(start.redirect_url).pathname}/pay`);
  const listing = await call<{ sections: { cases: Card[] }[] }>(
    base,
    'GET',
    '/v2/case/sections/with-cases?main=1',
  );
  const slug = paidCases(listing.sections.flatMap((s) => s.cases))[0]!.slug;
  const opened = await call<{ drops: { id: string }[] }>(
    base,
    'POST',
    `/v1/cases/${slug}/open`,
    token,
    { multi_open: n },
  );
  await call(base, 'POST', '/v1/users/set/steam/data', token, { link: TRADE_LINK });
  return { token, userId: me.user_id, ids: opened.drops.map((d) => d.id) };
}

/** `POST /v1/inventory/senditem` by trade link on `base`. */
export const sendItems = (base: string, token: string, ids: string[]) =>
  call(base, 'POST', '/v1/inventory/senditem', token, { ids, method: 'trade' });
