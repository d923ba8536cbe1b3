/**
 * The chance the player was shown (spec 001 §5 Upgrade, §8 "not found outdated"): an upgrade sent with
 * the page's `chance` is rolled only at that chance. A target repriced since the page loaded answers
 * 409 upgrade_not_found_outdated and changes nothing; the same request with the new chance goes
 * through; a request without `chance` keeps rolling at the server's chance.
 */
import { upgradeChance } from '@cases/domain/upgrade';
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidateSnapshot } from '../../kernel/catalog/snapshot.ts';
import { queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import {
  nearestRow,
  ordinaryRows,
  putItems,
  type CatalogRow,
} from '../../test/inventory-fixtures.ts';
import { gameState, postUpgrade } from '../../test/item-games-fixtures.ts';

const t = fileTestApp();
let catalog: CatalogRow[];
beforeAll(async () => {
  catalog = await ordinaryRows(t.db);
});

const EDGE = 0.08;
const post = (token: string, payload: object) => postUpgrade(t.app, token, payload);
const state = (userId: string) => gameState(t.db, userId);
/** An operator's price change of one catalog item (kopecks), seen by the next request. */
async function reprice(id: string, kopecks: number) {
  await queryRows(t.db, `update items set price = ${kopecks} where id = '${id}'`);
  invalidateSnapshot(t.db);
}

describe('the chance the player was shown', () => {
  it('rolls at the shown chance, refuses a stale one after a reprice (409, nothing written)', async () => {
    const p = await register(t.app);
    const stake = nearestRow(catalog, 10_000);
    const target = nearestRow(catalog, 40_000);
    const [first, second] = await putItems(t.db, p.userId, [stake.id, stake.id]);
    const shown = upgradeChance(stake.price, target.price, EDGE);

    const ok = await post(p.token, {
      item_ids: [first!.id],
      target_ids: [target.id],
      chance: shown,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().chance).toBe(shown);

    await reprice(target.id, Math.round(target.price * 1.5));
    try {
      const before = await state(p.userId);
      const stale = await post(p.token, {
        item_ids: [second!.id],
        target_ids: [target.id],
        chance: shown,
      });
      expect([stale.statusCode, stale.json().data.code]).toEqual([
        409,
        'upgrade_not_found_outdated',
      ]);
      expect(await state(p.userId)).toEqual(before);

      const fresh = upgradeChance(stake.price, Math.round(target.price * 1.5), EDGE);
      expect(fresh).toBeLessThan(shown);
      const again = await post(p.token, {
        item_ids: [second!.id],
        target_ids: [target.id],
        chance: fresh,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({
        chance: fresh,
        target_value: Math.round(target.price * 1.5) / 100,
      });
    } finally {
      await reprice(target.id, target.price);
    }
  });

  it('without a shown chance, rolls at the server’s; a chance outside 0–1 is a 400', async () => {
    const p = await register(t.app);
    const stake = nearestRow(catalog, 10_000);
    const target = nearestRow(catalog, 30_000);
    const [item] = await putItems(t.db, p.userId, [stake.id]);
    const before = await state(p.userId);
    for (const chance of [1.5, -0.1, '0.5', null]) {
      const bad = await post(p.token, { item_ids: [item!.id], target_ids: [target.id], chance });
      expect([bad.statusCode, typeof bad.json().data.code]).toEqual([400, 'string']);
    }
    expect(await state(p.userId)).toEqual(before);
    const res = await post(p.token, { item_ids: [item!.id], target_ids: [target.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().chance).toBe(upgradeChance(stake.price, target.price, EDGE));
  });
});
