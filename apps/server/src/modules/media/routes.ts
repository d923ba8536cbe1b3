/**
 * The shop's pictures, all under /img/ (docs/decisions/005-item-art.md): items drawn per slot, hero and
 * rarity (art/item-art.ts) or, once the Steam icon resolver found it, the item's real Steam icon from
 * the disk cache (`/img/items/<id>.png`; the drawn art stands in until the picture is on this disk);
 * cases drawn per theme (art/case-art.ts); avatars drawn from an unguessable seed (art/avatar-art.ts).
 * Drawn pictures are cached by browsers for a day, Steam icons for a week.
 */
import { ITEM_TYPE } from '@cases/domain/api/inventory';
import type { ItemSlot } from '@cases/domain/catalog';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { snapshot, type ItemRow } from '../../kernel/catalog/snapshot.ts';
import { avatarArt } from './art/avatar-art.ts';
import { caseArt } from './art/case-art.ts';
import { caseTheme, dominantHero } from './art/case-theme.ts';
import { itemArt } from './art/item-art.ts';
import { readCachedIcon } from './steam/cache.ts';
import { imageType } from './steam/market.ts';
import { createIconResolver } from './steam/resolver.ts';

const DAY_S = 86_400;
const svgFile = z.object({ file: z.string().regex(/^[a-z0-9-]{1,100}\.svg$/) });
const itemFile = z.object({ file: z.string().regex(/^[a-z0-9-]{1,100}\.(svg|png)$/) });

const sendSvg = (reply: FastifyReply, svg: string, maxAgeS = DAY_S) =>
  reply.type('image/svg+xml').header('cache-control', `public, max-age=${maxAgeS}`).send(svg);

const drawItem = (item: ItemRow) =>
  itemArt({
    id: item.id,
    name: item.nameEn ?? item.name,
    slot: (item.type === ITEM_TYPE.pack
      ? 'bundle'
      : item.type === ITEM_TYPE.voucher
        ? 'voucher'
        : item.slot) as ItemSlot,
    hero: item.hero,
    rarity: item.rarity,
    priceKopecks: item.price,
  });

export function mediaRoutes(app: App, { db, config }: AppDeps): void {
  const steam = config.steamIcons;
  const resolver = createIconResolver(db, steam, app.log);
  if (steam.enabled) {
    app.addHook('onReady', (done) => {
      resolver.start();
      done();
    });
    app.addHook('onClose', async () => resolver.stop());
  }

  app.get(
    '/img/items/:file',
    { config: { errors: [[404, 'dataNotFound']] }, schema: { params: itemFile } },
    async (req, reply) => {
      const [id, ext] = req.params.file.split('.') as [string, string];
      const item = (await snapshot(db)).items.get(id);
      if (!item) throw new AppError(404, 'dataNotFound', 'No such picture');
      if (ext === 'png') {
        const bytes = await readCachedIcon(steam.dir, id);
        const type = bytes && imageType(bytes);
        if (bytes && type)
          return reply
            .type(type)
            .header('cache-control', `public, max-age=${7 * DAY_S}`)
            .send(bytes);
        // Known icon, but not on this disk yet (a new process or machine): drawn art meanwhile.
        if (item.steamIcon) resolver.refetch(id, item.steamIcon);
        return sendSvg(reply, drawItem(item), 300);
      }
      return sendSvg(reply, drawItem(item));
    },
  );

  app.get(
    '/img/cases/:file',
    { config: { errors: [[404, 'dataNotFound']] }, schema: { params: svgFile } },
    async (req, reply) => {
      const entry = (await snapshot(db)).byKey.get(req.params.file.slice(0, -4));
      if (!entry) throw new AppError(404, 'dataNotFound', 'No such picture');
      const c = entry.row;
      const drops = entry.drops.map((d) => ({
        name: d.item.name,
        slot: d.item.slot,
        rarity: d.item.rarity,
        hero: d.item.hero,
      }));
      const theme = caseTheme({
        sectionId: c.sectionId,
        price: c.price,
        level: c.level,
        labelType: c.labelType,
        drops,
      });
      return sendSvg(
        reply,
        caseArt({
          slug: c.slug,
          theme,
          color: c.color,
          level: c.level,
          hero: theme === 'hero' ? dominantHero(drops) : null,
        }),
      );
    },
  );

  app.get('/img/avatars/:file', { schema: { params: svgFile } }, async (req, reply) =>
    sendSvg(reply, avatarArt(req.params.file.slice(0, -4)), 7 * DAY_S),
  );
}
