import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp({
  FEATURE_FLAGS: 'battles=false',
  HIDDEN_HEADER_ITEMS: 'techies,secretShop,unknown',
});

describe('site config and FAQ', () => {
  it('serves feature flags over the spec defaults and the hidden header items', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/nitro-api/config' })).json();
    expect(body.feature_flags).toMatchObject({
      battles: false,
      techies: false,
      free_cases_banner: false,
      volatility: true,
      provably_fair: false,
    });
    expect(body.hidden_header_items).toEqual(['techies', 'secretShop']);
    expect(body.redirect_to_welcome).toBe(false);
    // The game project and its Steam app id, for the market links (issue 34).
    expect(body.project).toEqual({ id: 'dota', app_id: 570 });
  });

  it('turns provably fair on by default for this shop', async () => {
    const d = await createTestApp();
    try {
      expect(
        (await d.app.inject({ method: 'GET', url: '/nitro-api/config' })).json().feature_flags
          .provably_fair,
      ).toBe(true);
    } finally {
      await d.close();
    }
  });

  it('answers the FAQ in Russian by default and in English on request, with category 5 question 19', async () => {
    const ru = (await t.app.inject({ method: 'GET', url: '/v1/page/faq' })).json();
    const en = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/page/faq',
        headers: { 'x-client-language': 'en' },
      })
    ).json();
    const q19 = (f: {
      categories: { id: number; questions: { id: number; question: string }[] }[];
    }) => f.categories.find((c) => c.id === 5)?.questions.find((q) => q.id === 19)?.question;
    expect(q19(ru)).toBe('Почему вывод не удался?');
    expect(q19(en)).toBe('Why did a withdrawal fail?');
  });
});
