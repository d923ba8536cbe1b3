/**
 * Spec 000 §3 Case section `appearanceData {cardsBackground, cardsCircle, cardsHover, cardsShadow, lineBreaks,
 * title {icon, gradient, gradientText}}` with the title's `colorData`, and "Card sizes 152 or 224" (issue 45): the
 * listing carries each section's card look as the catalog sets it, with the shop's defaults where it sets none, and
 * a look saved in the database reaches the listing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '@cases/domain/api/cases';
import { invalidateSnapshot } from '../../kernel/catalog/snapshot.ts';
import { createTestApp, queryRows, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
});
