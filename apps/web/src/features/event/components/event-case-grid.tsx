/**
 * One of the season's case sections (spec 001 §3 Case section, Event case card) as a titled grid of
 * the shop's case cards, locked above the player's level (spec 000 §4).
 */
import { isCaseLocked } from '@cases/domain/levels';
import { useLevels } from '../../../api/endpoints/get-levels.ts';
import { useMe } from '../../../api/endpoints/get-me.ts';
import { paths } from '../../../shared/paths.ts';
import { CaseCard } from '../../../ui/case-card.tsx';
import type { EventSection } from '../lib/sections.ts';

/** The section under `title`; `note` (a line under the heading) when given. */
export function EventCaseGrid({
  section,
  title,
  headingId,
  note,
}: {
  section: EventSection;
  title: string;
  headingId: string;
  note?: string | undefined;
}) {
  const me = useMe().data;
  const userLevel = useLevels(me?.userId).data?.userLevel;
  return (
    <section className="season-cases" aria-labelledby={headingId}>
      <h2 id={headingId} className="season-h2">
        {title}
      </h2>
      {note && <p className="season-cases__note">{note}</p>}
      <div className="season-cases__grid">
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
