/**
 * The Steam icon resolver against a local fake of the Steam Community market and image CDN, started
 * by the test itself (issue 9): found icons are cached on disk and in the database and served by the
 * shop; an unreachable Steam changes nothing and slows no page; with STEAM_ICONS off Steam is never
 * asked.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, waitUntil, type TestApp } from '../../test/helper.ts';
import { createIconResolver } from './steam/resolver.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const ICONS: Record<string, string> = {
  'Dragonclaw Hook': 'fakeIconDragonclawHook0123456789',
  'Manifold Paradox': 'fakeIconManifoldParadox0123456789',
};

/** The fake Steam: market search by name, images by icon_url; counts requests. */
async function fakeSteam() {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    seen.push(url.pathname);
    if (url.pathname === '/market/search/render/') {
      const query = url.searchParams.get('query') ?? '';
      // Dota 2's items, under Dota 2's app id only (config project.appId).
      const icon = url.searchParams.get('appid') === '570' ? ICONS[query] : undefined;
      const results = icon
        ? [
            { hash_name: `${query} Bundle`, asset_description: { icon_url: 'wrongOne0123456789' } },
            { hash_name: query, asset_description: { icon_url: icon } },
          ]
        : [];
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, results }));
      return;
    }
    const image = /^\/economy\/image\/([\w-]+)\/360fx360f$/.exec(url.pathname);
    if (image && Object.values(ICONS).includes(image[1]!)) {
      res.setHeader('content-type', 'image/png');
      res.end(PNG);
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, seen };
}

/**
 * A Steam that takes every request and answers none until `release()`, then 503 to all: a look-up in
 * flight stays in flight for as long as the test wants. `open` counts requests whose connection is open.
 */
async function holdingSteam() {
  const seen: string[] = [];
  const held: ServerResponse[] = [];
  let released = false;
  let open = 0;
  const busy = (res: ServerResponse) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => {
    seen.push(new URL(req.url ?? '/', 'http://fake').pathname);
    open += 1;
    res.on('close', () => (open -= 1));
    if (released) busy(res);
    else held.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const release = () => {
    released = true;
    for (const res of held.splice(0)) busy(res);
  };
  return { server, base, seen, open: () => open, release };
}

const closeServer = (s: Server) => new Promise<void>((resolve) => s.close(() => resolve()));

let t: TestApp | undefined;
let steam: { server: Server; base: string; seen: string[] } | undefined;
afterEach(async () => {
  await t?.close();
  if (steam) await closeServer(steam.server);
  t = undefined;
  steam = undefined;
});
afterAll(() => undefined);

const iconRows = (db: TestApp['db']) =>
  queryRows<{ id: string; steam_icon: string | null; checked: boolean }>(
    db,
    sql`select id, steam_icon, steam_icon_checked_at is not null as checked from items where type = 0`,
  );

describe('Steam icon resolver', () => {
  it('finds icons by market name, caches them on disk and in the database, and serves them', async () => {
    steam = await fakeSteam();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'icons-'));
    t = await createTestApp({
      STEAM_ICONS: 'true',
      STEAM_MARKET_URL: steam.base,
      STEAM_IMAGE_URL: steam.base,
      STEAM_ICONS_INTERVAL_MS: '10',
      DATA_DIR: dataDir,
    });
    const db = t.db;
    await waitUntil(async () => (await iconRows(db)).every((r) => r.checked), 60_000);
    const rows = await iconRows(db);
    const found = rows.filter((r) => r.steam_icon);
    expect(found.map((r) => r.id).sort()).toEqual(['dragonclaw-hook', 'manifold-paradox']);
    expect(found.find((r) => r.id === 'dragonclaw-hook')!.steam_icon).toBe(
      ICONS['Dragonclaw Hook'],
    );
    expect(readdirSync(path.join(dataDir, 'steam-icons')).sort()).toEqual([
      'dragonclaw-hook.img',
      'manifold-paradox.img',
    ]);

    // The wire points at the shop's copy; other items keep their drawn art.
    await waitUntil(async () => {
      const detail = await t!.app.inject({ method: 'GET', url: '/v1/cases/elite' });
      const items = detail.json<{ items: { id: string; image: string }[] }>().items;
      return (
        items.find((i) => i.id === 'dragonclaw-hook')?.image === '/img/items/dragonclaw-hook.png'
      );
    }, 15_000);
    const detail = await t.app.inject({ method: 'GET', url: '/v1/cases/elite' });
    const other = detail
      .json<{ items: { id: string; image: string }[] }>()
      .items.find((i) => i.id !== 'dragonclaw-hook')!;
    expect(other.image).toBe(`/img/items/${other.id}.svg`);

    const img = await t.app.inject({ method: 'GET', url: '/img/items/dragonclaw-hook.png' });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toBe('public, max-age=604800');
    expect(img.rawPayload).toEqual(PNG);
    // The page policy still allows pictures from the shop only: the browser never talks to Steam.
    expect(String(img.headers['content-security-policy'])).not.toContain('127.0.0.1');
  }, 90_000);

  it('changes nothing and slows no page when Steam cannot be reached', async () => {
    const holding = await holdingSteam();
    steam = holding;
    t = await createTestApp({
      STEAM_ICONS: 'true',
      STEAM_MARKET_URL: holding.base,
      STEAM_IMAGE_URL: holding.base,
      STEAM_ICONS_INTERVAL_MS: '10',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'icons-')),
    });
    const db = t.db;
    // The app's resolver has asked Steam, which does not answer: its look-up is in flight.
    await waitUntil(() => Promise.resolve(holding.open() === 1));
    const listing = await t.app.inject({ method: 'GET', url: '/v2/case/sections/with-cases' });
    const picture = await t.app.inject({ method: 'GET', url: '/img/items/dragonclaw-hook.png' });
    expect(listing.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    // The pages answered while that look-up still waits for Steam (a page that waited for it would not
    // have answered before Steam did or the look-up gave up), and asked Steam nothing themselves.
    expect(holding.open()).toBe(1);
    expect(holding.seen).toHaveLength(1);

    // Port 1: nothing listens there, so a look-up is refused at once (a port freed by closing a fake
    // server could be taken by another listener on a busy machine: CI once saw one answer).
    const deadBase = 'http://127.0.0.1:1';
    const resolver = createIconResolver(db, {
      appId: 570,
      marketUrl: deadBase,
      imageUrl: deadBase,
      dir: mkdtempSync(path.join(tmpdir(), 'icons-')),
      intervalMs: 10,
    });
    expect(await resolver.step()).toBe('unreachable');
    // Only the item whose look-up Steam holds is claimed; the refused one was put back.
    expect((await iconRows(db)).filter((r) => r.checked || r.steam_icon)).toHaveLength(1);
    // Steam answers 503 from now on: the held look-up fails and puts its item back too. Nothing was marked
    // as looked up: every item is asked again once Steam answers.
    holding.release();
    await waitUntil(async () => (await iconRows(db)).every((r) => !r.checked && !r.steam_icon));
  }, 30_000);

  it('never asks Steam when STEAM_ICONS is off', async () => {
    steam = await fakeSteam();
    t = await createTestApp({
      STEAM_MARKET_URL: steam.base,
      STEAM_IMAGE_URL: steam.base,
      STEAM_ICONS_INTERVAL_MS: '10',
    });
    // The later thing that did arrive: the same app with STEAM_ICONS on, started after this one, has
    // asked its own fake Steam by now (its resolver starts when the app is ready).
    const control = await fakeSteam();
    const on = await createTestApp({
      STEAM_ICONS: 'true',
      STEAM_MARKET_URL: control.base,
      STEAM_IMAGE_URL: control.base,
      STEAM_ICONS_INTERVAL_MS: '10',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'icons-')),
    });
    try {
      await waitUntil(() => Promise.resolve(control.seen.length > 0));
    } finally {
      await on.close();
      await closeServer(control.server);
    }
    await t.app.inject({ method: 'GET', url: '/img/items/dragonclaw-hook.png' });
    expect(steam.seen).toEqual([]);
    const detail = await t.app.inject({ method: 'GET', url: '/v1/cases/elite' });
    for (const item of detail.json<{ items: { image: string }[] }>().items)
      expect(item.image).toMatch(/\.svg$/);
  });
});
