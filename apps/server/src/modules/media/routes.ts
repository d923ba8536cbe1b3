/**
 * Generated pictures (the shop works offline): items in their rarity colours with their name and hero
 * (a gift box for a pack, a rouble coin for a balance voucher),
 * cases in their accent colour, avatars from the user id. SVG, cached for a day.
 */
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import { RARITY_COLORS, type Rarity } from '@cases/domain/catalog';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { heroName, snapshot } from '../cases/snapshot.ts';
import { itemSvg, caseSvg, avatarSvg } from './svg.ts';

const file = z.object({ file: z.string().regex(/^[a-z0-9-]{1,100}\.svg$/) });

export function mediaRoutes(app: App, { db }: AppDeps): void {
  app.get('/img/items/:file', { schema: { params: file } }, async (req, reply) => {
    const item = (await snapshot(db)).items.get(req.params.file.slice(0, -4));
    if (!item) throw new AppError(404, 'dataNotFound', 'No such picture');
    const rarity = item.rarity as Rarity;
    const kind =
      item.type === ITEM_TYPE.pack ? 'pack' : item.type === ITEM_TYPE.voucher ? 'voucher' : 'item';
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(itemSvg(item.name, heroName(item.hero), RARITY_COLORS[rarity] ?? '#888888', kind));
  });

  app.get('/img/cases/:file', { schema: { params: file } }, async (req, reply) => {
    const entry = (await snapshot(db)).byKey.get(req.params.file.slice(0, -4));
    if (!entry) throw new AppError(404, 'dataNotFound', 'No such picture');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(caseSvg(entry.row.name, entry.row.color));
  });

  app.get('/img/avatars/:file', { schema: { params: file } }, async (req, reply) => {
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(avatarSvg(req.params.file.slice(0, -4)));
  });
}
