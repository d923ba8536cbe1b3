/**
 * The case listings, spec 000 §3 Case section and §7 "Cases and main page" (public): `GET
 * /v2/case/sections/with-cases` with its filters, `GET /v1/sections-main` (the front page's list) and `GET
 * /v1/sections/` (every section). Errors: 400 dataNotFound (a filter value that is not one of its values).
 */
import { sectionsQuery, sectionsResponse, type ListingStatus } from '@cases/domain/api/cases';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isBattleCase } from '../../kernel/catalog/battle-case.ts';
import { caseStock, openedCounts } from '../../kernel/catalog/counts.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { viewerOf } from '../../kernel/catalog/viewer.ts';
import { caseCardWire, sectionWire } from '../../kernel/catalog/wire.ts';
import { langOf } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';

/** What a listing keeps; every field absent keeps everything. */
export interface ListingFilter {
  /** The front page's list: an event section whose cases have all ended leaves it (issue 28). */
  main: boolean;
  /** Only the cases a battle may use (kernel/catalog/battle-case.ts). */
  battle?: boolean;
  /** Only event sections (true) or only the others (false). */
  event?: boolean;
  caseStatuses?: readonly ListingStatus[];
  sectionStatuses?: readonly ListingStatus[];
}

const statusOf = (available: boolean): ListingStatus => (available ? 'active' : 'ended');

/**
 * The sections with their case cards as `req`'s viewer sees them, filtered (spec 000 §7 with-cases). A section's
 * status is read from all its cases before the case filters; a case filter drops the sections it empties.
 */
export async function listSections(
  db: Db,
  req: FastifyRequest,
  depositDays: number,
  filter: ListingFilter,
) {
  const [snap, counts, viewer, stock] = await Promise.all([
    snapshot(db),
    openedCounts(db),
    viewerOf(db, req, depositDays),
    caseStock(db),
  ]);
  const lang = langOf(req);
  const casesFiltered = filter.battle === true || filter.caseStatuses !== undefined;
  const sections = snap.sections.flatMap((s) => {
    if (filter.event !== undefined && s.isEvent !== filter.event) return [];
    const entries = snap.cases.filter((e) => e.row.sectionId === s.id);
    const cards = entries.map((e) => ({
      entry: e,
      card: caseCardWire(e, counts.get(e.row.id) ?? 0, viewer, lang, stock),
    }));
    const status = statusOf(cards.some((c) => c.card.available));
    if (filter.sectionStatuses !== undefined) {
      if (!filter.sectionStatuses.includes(status)) return [];
    } else if (filter.main && s.isEvent && status === 'ended') return [];
    const kept = cards.filter(
      (c) =>
        (filter.battle !== true || isBattleCase(c.entry)) &&
        (filter.caseStatuses === undefined ||
          filter.caseStatuses.includes(statusOf(c.card.available))),
    );
    if (casesFiltered && kept.length === 0) return [];
    return [
      sectionWire(
        s,
        kept.map((c) => c.card),
        lang,
      ),
    ];
  });
  return { status: 'success' as const, sections };
}

/** Registers the three listings. */
export function sectionRoutes(app: App, { db, config }: AppDeps): void {
  const depositDays = config.deposits.freeCaseDays;
  app.get(
    '/v2/case/sections/with-cases',
    {
      config: { auth: 'optional' },
      schema: { querystring: sectionsQuery, response: { 200: sectionsResponse } },
    },
    (req) => {
      const q = req.query;
      return listSections(db, req, depositDays, {
        main: q.main ?? true,
        ...(q.battle !== undefined ? { battle: q.battle } : {}),
        ...(q.event !== undefined ? { event: q.event } : {}),
        ...union('caseStatuses', q['caseStatuses[]'], q.caseStatuses),
        ...union('sectionStatuses', q['sectionStatuses[]'], q.sectionStatuses),
      });
    },
  );
  app.get(
    '/v1/sections-main',
    { config: { auth: 'optional' }, schema: { response: { 200: sectionsResponse } } },
    (req) => listSections(db, req, depositDays, { main: true }),
  );
  // The spec's path has the trailing slash; the client's route rules drop trailing slashes, so both answer.
  for (const url of ['/v1/sections/', '/v1/sections'])
    app.get(
      url,
      { config: { auth: 'optional' }, schema: { response: { 200: sectionsResponse } } },
      (req) => listSections(db, req, depositDays, { main: false }),
    );
}

/** `{ [key]: values }` of a filter sent with brackets, without them or both; `{}` when sent neither way. */
function union<K extends string>(
  key: K,
  a: ListingStatus[] | undefined,
  b: ListingStatus[] | undefined,
): Partial<Record<K, ListingStatus[]>> {
  if (a === undefined && b === undefined) return {};
  return { [key]: [...(a ?? []), ...(b ?? [])] } as Partial<Record<K, ListingStatus[]>>;
}
