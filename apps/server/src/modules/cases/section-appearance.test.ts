/**
 * Spec 000 §3 Case section `appearanceData {cardsBackground, cardsCircle, cardsHover, cardsShadow, lineBreaks,
 * title {icon, gradient, gradientText}}` with the title's `colorData`, and "Card sizes 152 or 224" (issue 45): the
 * listing carries each section's card look as the catalog sets it, with the shop's defaults where it sets none, and
 * a look saved in the database or in the console (right catalog) reaches the listing; a bad colour is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '@cases/domain/api/cases';
import { invalidateSnapshot } from '../../kernel/catalog/snapshot.ts';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'content')).cookie;
});

const sections = async (): Promise<Section[]> =>
  (await t.app.inject({ method: 'GET', url: '/v2/case/sections/with-cases?main=0' })).json<{
    sections: Section[];
  }>().sections;

describe('a case section’s card look (spec 000 §3)', () => {
  it('carries the catalog’s colours and the 224 px size, and the defaults elsewhere', async () => {
    const all = await sections();
    const premium = all.find((s) => s.id === 'premium')!;
    expect(premium.appearance_data).toEqual({
      cards_background: '#1f1a10',
      cards_circle: '#f5c542',
      cards_hover: '#f5c542',
      cards_shadow: '#e4ae39',
      line_breaks: true,
      card_size: 224,
      title: {
        icon: null,
        gradient: ['#f5c542', '#e4ae39'],
        gradient_text: true,
        color_data: '#f5c542',
      },
    });
    const popular = all.find((s) => s.id === 'popular')!;
    expect(popular.appearance_data).toMatchObject({
      cards_background: null,
      cards_circle: null,
      cards_hover: null,
      cards_shadow: null,
      line_breaks: true,
      card_size: 152,
    });
  });

  it('serves a look saved in the database: one line, another title colour', async () => {
    await queryRows(
      t.db,
      `update sections set cards = '{"lineBreaks": false, "titleColor": "#7fe3ff", "cardsBackground": "#101820"}' where id = 'popular'`,
    );
    invalidateSnapshot(t.db);
    const popular = (await sections()).find((s) => s.id === 'popular')!;
    expect(popular.appearance_data).toMatchObject({
      line_breaks: false,
      card_size: 152,
      cards_background: '#101820',
      title: { color_data: '#7fe3ff' },
    });
  });

  it('saves a look from the console: kept on a save that leaves it out, a bad colour refused (400)', async () => {
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/admin/catalog/sections/heroes',
        headers: { cookie },
        payload,
      });
    const base = {
      name: 'Герои',
      name_en: 'Heroes',
      position: 4,
      gradient: ['#ff8a3d', '#c0392b'],
    };
    const cards = {
      cards_background: '#121a26',
      cards_circle: null,
      cards_hover: '#ff8a3d',
      cards_shadow: null,
      line_breaks: false,
      card_size: 224,
      title_color: '#ff8a3d',
    };
    const saved = await put({ ...base, cards });
    expect([saved.statusCode, saved.json().cards]).toEqual([200, cards]);
    // A save without `cards` keeps the look; a bad colour or size changes nothing.
    expect((await put({ ...base, name: 'Герои Dota' })).json().cards).toEqual(cards);
    expect((await put({ ...base, cards: { ...cards, cards_hover: 'red' } })).statusCode).toBe(400);
    expect((await put({ ...base, cards: { ...cards, card_size: 200 } })).statusCode).toBe(400);
    const heroes = (await sections()).find((s) => s.id === 'heroes')!;
    expect(heroes.appearance_data).toMatchObject({
      cards_background: '#121a26',
      cards_circle: null,
      cards_hover: '#ff8a3d',
      line_breaks: false,
      card_size: 224,
      title: { color_data: '#ff8a3d' },
    });
  });
});
