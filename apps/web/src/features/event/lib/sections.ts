/**
 * Which of `GET /v1/event/cases`' sections is the season's event, coin or new section (spec 001 §3
 * Case section, issue 28): by id, then by the settings' `casesSectionTitles`, then by its cases —
 * coin cases are priced in a currency other than roubles, the event section is flagged `isEvent`.
 */
import type { EventCasesData } from '../../../api/endpoints/get-event-cases.ts';

export type SectionKind = 'event' | 'coin' | 'new';
export type EventSection = EventCasesData['sections'][number];

const isCoinSection = (s: EventSection) =>
  s.cases.length > 0 && s.cases.every((c) => c.priceData.currency !== 'RUB');

export function pickSection(
  sections: readonly EventSection[],
  kind: SectionKind,
  titles?: Record<SectionKind, string>,
): EventSection | undefined {
  const byId = sections.find((s) => s.id === kind || s.id.endsWith(`-${kind}`));
  if (byId) return byId;
  const title = titles?.[kind];
  const byTitle = title ? sections.find((s) => s.name === title) : undefined;
  if (byTitle) return byTitle;
  switch (kind) {
    case 'coin':
      return sections.find(isCoinSection);
    case 'event':
      return sections.find((s) => s.isEvent && !isCoinSection(s));
    case 'new':
      return sections.find((s) => !s.isEvent && !isCoinSection(s));
  }
}

/** A reward case's link: a path as given, otherwise the open page of that slug. */
export function caseUrl(url: string, openPath: (slug: string) => string): string {
  return url.startsWith('/') ? url : openPath(url);
}
