/**
 * A front-page section draws its cards as its `appearanceData` says (spec 000 §3; issue 45): the colours as custom
 * properties the card's CSS falls back from, the 224 px size and the one-line strip as classes of the grid, and
 * nothing of its own where it sets nothing.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionData } from '../../../api/endpoints/get-sections.ts';
import { renderRu } from '../../../test/render.tsx';
import { CaseSection } from './case-section.tsx';

const section = (look: Partial<SectionData['appearanceData']>): SectionData => ({
  id: 'premium',
  name: 'Премиум',
  event: false,
  isEvent: false,
  appearanceData: {
    cardsBackground: null,
    cardsCircle: null,
    cardsHover: null,
    cardsShadow: null,
    lineBreaks: true,
    cardSize: 152,
    title: { icon: null, gradient: ['#f5c542', '#e4ae39'], gradientText: true, colorData: null },
    ...look,
  },
  cases: [],
});

const drawn = (look: Partial<SectionData['appearanceData']>) => {
  const { unmount } = renderRu(<CaseSection section={section(look)} userLevel={undefined} />);
  const region = screen.getByRole('region', { name: 'Премиум' });
  const grid = region.querySelector('.case-grid')!;
  const props = ['--cards-background', '--cards-circle', '--cards-hover', '--cards-shadow'].map(
    (p) => region.style.getPropertyValue(p),
  );
  const out = { props, grid: grid.className };
  unmount();
  return out;
};

describe('a case section’s card look', () => {
  it('sets the colours it has on the section, for its cards', () => {
    expect(
      drawn({ cardsBackground: '#1f1a10', cardsCircle: '#f5c542', cardsShadow: '#e4ae39' }),
    ).toEqual({ props: ['#1f1a10', '#f5c542', '', '#e4ae39'], grid: 'case-grid' });
  });

  it('makes the grid of 224 px cards, or one line, as the section says', () => {
    expect(drawn({ cardSize: 224 }).grid).toBe('case-grid case-grid--224');
    expect(drawn({ lineBreaks: false }).grid).toBe('case-grid case-grid--one-line');
    expect(drawn({})).toEqual({ props: ['', '', '', ''], grid: 'case-grid' });
  });

  it('colours a title without its gradient in its plain colour (colorData), and only then', () => {
    const title = (t: Partial<SectionData['appearanceData']['title']>) => {
      const { unmount } = renderRu(
        <CaseSection
          section={section({
            title: {
              icon: null,
              gradient: ['#f5c542', '#e4ae39'],
              gradientText: true,
              colorData: null,
              ...t,
            },
          })}
          userLevel={undefined}
        />,
      );
      const h = screen.getByRole('heading', { name: 'Премиум' });
      const out = { className: h.className, color: h.style.color };
      unmount();
      return out;
    };
    expect(title({ gradientText: false, colorData: '#33cc99' })).toEqual({
      className: 'case-section__title',
      color: '#33cc99',
    });
    expect(title({ gradientText: true, colorData: '#33cc99' })).toEqual({
      className: 'case-section__title case-section__title--gradient',
      color: '',
    });
    expect(title({ gradientText: false, colorData: null }).color).toBe('');
  });
});
