/**
 * One case section of the front page: gradient title and a grid of case cards (spec 000 §3 Case section). The
 * section's `appearanceData` colours its cards (base, glow circle, hover border and shadow, as custom properties
 * the card's CSS falls back from), sets their size (152 or 224 px) and whether they wrap onto lines or stay on one
 * line that scrolls inside the section.
 */
import type { CSSProperties } from 'react';
import { isCaseLocked } from '@cases/domain/levels';
import type { SectionData } from '../../../api/endpoints/get-sections.ts';
import { CaseCard } from '../../../ui/case-card.tsx';
import { paths } from '../../../shared/paths.ts';
import './cases.css';

/** A section; `userLevel` locks cases above it (spec 000 §4), undefined for visitors. */
export function CaseSection({
  section,
  userLevel,
}: {
  section: SectionData;
  userLevel: number | undefined;
}) {
  const { gradient, gradientText, colorData } = section.appearanceData.title;
  const [from = '#f3cd6b', to = '#e0303f'] = gradient;
  // A title not drawn in its gradient takes its plain colour (`colorData`, spec 000 §3).
  const titleStyle = {
    '--from': from,
    '--to': to,
    ...(!gradientText && colorData ? { color: colorData } : {}),
  } as CSSProperties;
  const titleId = `section-${section.id}`;
  const look = section.appearanceData;
  const cardsStyle = Object.fromEntries(
    (
      [
        ['--cards-background', look.cardsBackground],
        ['--cards-circle', look.cardsCircle],
        ['--cards-hover', look.cardsHover],
        ['--cards-shadow', look.cardsShadow],
      ] as const
    ).filter(([, color]) => color !== null),
  ) as CSSProperties;
  const gridClass = [
    'case-grid',
    look.cardSize === 224 && 'case-grid--224',
    !look.lineBreaks && 'case-grid--one-line',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section className="case-section" aria-labelledby={titleId} style={cardsStyle}>
      <h2
        id={titleId}
        className={
          gradientText ? 'case-section__title case-section__title--gradient' : 'case-section__title'
        }
        style={titleStyle}
      >
        {section.name}
      </h2>
      <div className={gridClass}>
        {section.cases.map((card) => (
          <CaseCard
            key={card.id}
            card={card}
            to={paths.open(card.slug)}
            locked={isCaseLocked(card.level, userLevel ?? Infinity, card.locked)}
          />
        ))}
      </div>
    </section>
  );
}
