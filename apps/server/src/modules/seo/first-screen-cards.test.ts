/**
 * The first screen's case card mirrors the web's (apps/web/src/ui/case-card.tsx,
 * case-card-counters.tsx, coin.tsx; issue 28): markup order, classes, texts and the aria-label.
 */
import { describe, expect, it } from 'vitest';
import type { CaseCard, Section } from '@cases/domain/api/cases';
import { caseCardHtml, sectionsHtml } from './first-screen-cards.ts';
import { colorStylesheet } from './first-screen-colors.ts';
import { textsFor } from './first-screen-texts.ts';

const NOW = Date.parse('2026-01-10T12:00:00Z');
const ru = { t: textsFor('ru'), lang: 'ru', prefix: '', now: NOW };

const base: CaseCard = {
  id: '1',
  slug: 'c',
  name: 'Кейс',
  available: true,
  price_data: { currency: 'RUB', price: 149, old_price: null },
  bonuses: [],
  statistic_data: { opens_limit: null, opens_remaining: null, total_count: null, opened_count: 0 },
  appearance_data: { image: '/img/cases/c.svg', color: '#7fe3ff' },
  label_data: null,
  multifix_number: null,
  multicast_data: null,
  every_n_open_free: null,
  viewer_opened_count: null,
  is_offer: false,
  tasty_coins: null,
  volatility: 2,
  locked: false,
  deposit_required: false,
  level: 0,
  counter_start: null,
  counter_end: null,
};
const card = (over: Partial<CaseCard>): CaseCard => ({ ...base, ...over });
const ariaLabel = (html: string) => /aria-label="([^"]*)"/.exec(html)?.[1];
const classesOf = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((m) => m[1]);

describe('the first screen case card (issue 28)', () => {
  it('has the name, the price, then the rest in the order of the markup', () => {
    const html = caseCardHtml(
      card({
        statistic_data: {
          opens_limit: 500,
          opens_remaining: 40,
          total_count: 500,
          opened_count: 0,
        },
        tasty_coins: { min: 5, max: 14 },
        multifix_number: 3,
        price_data: { currency: 'RUB', price: 149, old_price: 199 },
      }),
      ru,
    );
    expect(ariaLabel(html)).toBe('Кейс, 149\u00a0₽, 199\u00a0₽, 40 / 500, Мультификс, ×3, +5–14');
    expect(classesOf(html)).toEqual([
      'case-card fs-case-7fe3ff',
      'case-card__name',
      'case-card__price',
      'case-card__old',
      'case-card__stock case-card__stock--low',
      'case-card__stock-text',
      'case-card__stock-bar',
      'fs-stock-8',
      'case-card__label case-card__label--multifix',
      'volatility volatility--2',
      'volatility__bar volatility__bar--on',
      'volatility__bar volatility__bar--on',
      'volatility__bar',
      'volatility__bar',
      'case-card__art',
      'case-card__art-badges',
      'case-card__chip case-card__chip--multi',
      'case-card__chip case-card__chip--coins',
      'coin-icon',
    ]);
    expect(html).toContain('<span>149\u00a0₽</span> <s class="case-card__old">199\u00a0₽</s>');
  });

  it('leaves the volatility bars out with the volatility flag off (spec 000 §1), as the app does', () => {
    expect(caseCardHtml(card({}), ru)).toContain('class="volatility volatility--2"');
    const html = caseCardHtml(card({}), { ...ru, volatility: false });
    expect(html).not.toContain('volatility');
    expect(classesOf(html)).toContain('case-card__art');
  });

  it('prices a coin case in whole coins with the coin icon, without ₽ and without "ended"', () => {
    const html = caseCardHtml(
      card({
        price_data: { currency: 'TASTY_COIN', price: 40, old_price: null },
        available: false,
      }),
      ru,
    );
    expect(html).not.toContain('₽');
    expect(html).toContain(
      '<span class="case-card__price case-card__price--coins"><span class="coins"><span class="coin-icon" aria-hidden="true"><img src="/season/coin.svg" alt="" width="16" height="16"></span>40</span>',
    );
    expect(html).toContain('class="case-card case-card--ended case-card--coins');
    expect(html).not.toContain('case-card__label');
    expect(ariaLabel(html)).toBe('Кейс, 40 монет');
  });

  it("counts a window's end from the given moment, as the app does at its first render", () => {
    const html = caseCardHtml(
      card({
        counter_start: new Date(NOW - 3600_000).toISOString(),
        counter_end: new Date(NOW + 2 * 86_400_000 + 3_723_000).toISOString(),
      }),
      ru,
    );
    expect(html).toContain(
      '<span>До конца </span><time datetime="PT176523S">2д 1:02:03</time></span>',
    );
    expect(html).toContain('case-card__counter case-card__counter--time case-card__time--ends');
    expect(ariaLabel(html)).toBe('Кейс, 149\u00a0₽, До конца 2д 1:02:03');
    const before = caseCardHtml(
      card({
        counter_start: new Date(NOW + 65_000).toISOString(),
        counter_end: new Date(NOW + 86_400_000).toISOString(),
      }),
      { ...ru, t: textsFor('en'), lang: 'en' },
    );
    expect(before).toContain('<span>Starts in </span><time datetime="PT65S">0:01:05</time>');
  });

  it('shows every-N-th-free and multicast chips and texts', () => {
    const html = caseCardHtml(
      card({ every_n_open_free: 3, multicast_data: { range: [2, 4] } }),
      ru,
    );
    expect(html).toContain(
      '<span class="case-card__free-badges"> <span class="case-card__chip case-card__chip--every">Каждый 3-й бесплатно</span></span>',
    );
    expect(ariaLabel(html)).toBe('Кейс, 149\u00a0₽, Каждый 3-й бесплатно, Мультикаст, ×2–4');
  });

  it('gives the stylesheet the bar widths and the custom label colours', () => {
    const c = card({
      statistic_data: { opens_limit: 3, opens_remaining: 1, total_count: 3, opened_count: 2 },
      label_data: { type: 'custom', name: 'Хит', color: '#ffeb3b', free_opens: null },
    });
    const { css } = colorStylesheet([
      { cases: [c], appearance_data: { title: { gradient: [] } } },
    ] as unknown as Section[]);
    expect(css).toContain('.case-card__stock-bar>.fs-stock-33_33{width:33.33%}');
    expect(css).toContain('.case-card__label.fs-label-ffeb3b{background:#ffeb3b;color:#12151c}');
    expect(caseCardHtml(c, ru)).toContain('class="fs-stock-33_33"');
  });

  const look = (over: Partial<Section['appearance_data']>): Section['appearance_data'] => ({
    cards_background: null,
    cards_circle: null,
    cards_hover: null,
    cards_shadow: null,
    line_breaks: true,
    card_size: 152,
    title: {
      icon: null,
      gradient: ['#f5c542', '#e4ae39'],
      gradient_text: true,
      color_data: null,
    },
    ...over,
  });
  const section = (id: string, appearance: Section['appearance_data']): Section => ({
    id,
    name: id,
    event: false,
    is_event: false,
    appearance_data: appearance,
    cases: [card({})],
  });

  it("draws a section's card look as the web does: colours by a stylesheet class, the 224 px size and one line by classes (spec 000 §3)", () => {
    const sections = [
      section('plain', look({})),
      section(
        'premium',
        look({
          card_size: 224,
          cards_circle: '#F5C542',
          cards_hover: '#f5c542',
          cards_shadow: 'red',
        }),
      ),
      section('strip', look({ line_breaks: false })),
    ];
    const html = sectionsHtml(sections, ru);
    const sectionClasses = [...html.matchAll(/<section class="([^"]*)"/g)].map((m) => m[1]);
    expect(sectionClasses[0]).toBe('case-section');
    expect(sectionClasses[1]).toMatch(/^case-section fs-cards-[0-9a-f]{10}$/);
    expect(sectionClasses[2]).toBe('case-section');
    const grids = [...html.matchAll(/<div class="(case-grid[^"]*)"/g)].map((m) => m[1]);
    expect(grids).toEqual([
      'case-grid',
      'case-grid case-grid--224',
      'case-grid case-grid--one-line',
    ]);
    // Only `#hex` colours are used (the shadow's `red` keeps the default), lower-cased.
    const { css } = colorStylesheet(sections);
    expect(css).toContain(
      `.case-section.${sectionClasses[1]!.split(' ')[1]}{--cards-circle:#f5c542;--cards-hover:#f5c542}`,
    );
  });

  it('colours a title without its gradient in its plain colour (color_data) by a stylesheet class, as the web does', () => {
    const titled = (gradientText: boolean, colorData: string | null): Section =>
      section(
        `t-${gradientText}-${colorData}`,
        look({
          title: {
            icon: null,
            gradient: ['#f5c542', '#e4ae39'],
            gradient_text: gradientText,
            color_data: colorData,
          },
        }),
      );
    const sections = [titled(false, '#33CC99'), titled(true, '#33cc99'), titled(false, null)];
    const titles = [...sectionsHtml(sections, ru).matchAll(/<h2 id="[^"]*" class="([^"]*)"/g)].map(
      (m) => m[1]!.split(' '),
    );
    expect(titles[0]).toContain('fs-title-33cc99');
    expect(titles[1]!.filter((c) => c.startsWith('fs-title-'))).toEqual([]);
    expect(titles[2]!.filter((c) => c.startsWith('fs-title-'))).toEqual([]);
    expect(colorStylesheet(sections).css).toContain(
      '.case-section__title.fs-title-33cc99{color:#33cc99}',
    );
  });
});
