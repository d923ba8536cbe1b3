/**
 * The battles service as the browser tests call it directly (`/battles-api`, spec 001 §7): its paid
 * cases, cheapest first, and a player's POST that must answer 200.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The battles service's base path. */
export const BATTLES_API = '/battles-api';

/** Bearer headers of a player's call. */
export const battleAuth = (token: string) => ({
  Authorization: `Bearer ${token}`,
  Accept: 'application/json',
});

/** The battle cases of GET /battles-api/cases that cost something, cheapest first. */
export async function battleCases(request: APIRequestContext) {
  const res = await request.get(`${BATTLES_API}/cases`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    sections: { cases: { id: string; name: string; price_data: { price: number } }[] }[];
  };
  return body.sections
    .flatMap((s) => s.cases)
    .filter((c) => c.price_data.price > 0)
    .sort((a, b) => a.price_data.price - b.price_data.price);
}

/** POSTs `path` of the battles service as the player; expects 200 and returns the body. */
export async function battlePost<T = { battle_ulid?: string }>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object,
): Promise<T> {
  const res = await request.post(`${BATTLES_API}${path}`, { headers: battleAuth(token), data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}
