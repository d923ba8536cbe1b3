/**
 * The upgrade's stake cap (spec 001 §5, §9 "choose all takes the first 15"; UPGRADE_STAKE_CAP): a
 * request staking 16 items is refused in the error envelope and changes nothing, while the same
 * request with 15 of them goes through.
 */
import { ERROR_KEYS } from '@cases/domain/errors';
import { UPGRADE_STAKE_CAP } from '@cases/domain/upgrade';
import { beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';
import {
  nearestRow,
  ordinaryRows,
  putItems,
  type CatalogRow,
} from '../../test/inventory-fixtures.ts';
import { gameState, postUpgrade, statusById } from '../../test/item-games-fixtures.ts';

const t = fileTestApp();
let catalog: CatalogRow[];
beforeAll(async () => {
  catalog = await ordinaryRows(t.db);
});

const post = (token: string, payload: object) => postUpgrade(t.app, token, payload);
const near = (kopecks: number) => nearestRow(catalog, kopecks);
const state = (userId: string) => gameState(t.db, userId);

describe('the stake cap of an upgrade', () => {
  it('refuses 16 staked items (4xx, an error key) and changes nothing; 15 go through', async () => {
    expect(UPGRADE_STAKE_CAP).toBe(15);
    const p = await register(t.app);
    const stake = near(1_000);
    const items = await putItems(t.db, p.userId, Array(16).fill(stake.id));
    // A target the 16 (and the 15) items may aim at: dearer than the stake, within the max ratio.
    const target = catalog.find((c) => c.price > stake.price * 20 && c.price < stake.price * 40)!;
    expect(target).toBeDefined();
    const before = await state(p.userId);

    const res = await post(p.token, {
      item_ids: items.map((i) => i.id),
      target_ids: [target.id],
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json<{ success: boolean; data: { code: string; message: string } }>();
    expect(body.success).toBe(false);
    expect(ERROR_KEYS).toContain(body.data.code);
    expect(body.data.message).toEqual(expect.any(String));
    expect(await state(p.userId)).toEqual(before);

    const ok = await post(p.token, {
      item_ids: items.slice(0, UPGRADE_STAKE_CAP).map((i) => i.id),
      target_ids: [target.id],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const statuses = await statusById(t.db, p.userId);
    expect(items.map((i) => statuses.get(i.id))).toEqual([
      ...Array(UPGRADE_STAKE_CAP).fill('EXCHANGED'),
      'progress',
    ]);
  });
});
