/**
 * `GET /v1/users/operations` (signed in; issue 9): the player's operations history, with what each
 * was about named in the request's language (a case for an opening, an item for a sale or a
 * withdrawal, the number of items for a bulk sale).
 */
import { operationsQuery, operationsResponse, type OperationView } from '@cases/domain/api/users';
import { toRoubles } from '@cases/domain/money';
import { requireUser } from '../../platform/auth.ts';
import type { Language } from '@cases/domain/api/site-web';
import { langOf, localized } from '../../platform/lang.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { snapshot, type Snapshot } from '../../kernel/catalog/snapshot.ts';
import { catalogItemsOf, operationsOf, type OperationRow } from './operations.ts';

/** `case:<slug>`, `item:<id>`, `items:<count>:<first id>`, `order:<id>`, or anything else. */
function parseReference(reference: string) {
  const [kind, a, b] = reference.split(':');
  if (kind === 'case') return { caseSlug: a ?? '', itemId: null, count: 1 };
  if (kind === 'item') return { caseSlug: null, itemId: Number(a), count: 1 };
  if (kind === 'items') return { caseSlug: null, itemId: Number(b), count: Number(a) || 1 };
  return { caseSlug: null, itemId: null, count: 1 };
}

function subjectOf(
  row: OperationRow,
  snap: Snapshot,
  catalogIds: Map<number, string>,
  lang: Language,
): string | null {
  const ref = parseReference(row.reference);
  if (ref.caseSlug) {
    const c = snap.byKey.get(ref.caseSlug)?.row;
    return c ? localized(lang, c.name, c.nameEn) : ref.caseSlug;
  }
  if (ref.itemId !== null) {
    const item = snap.items.get(catalogIds.get(ref.itemId) ?? '');
    return item ? localized(lang, item.name, item.nameEn) : null;
  }
  return null;
}

export function operationsRoutes(app: App, { db }: AppDeps): void {
  app.get(
    '/v1/users/operations',
    {
      config: { auth: 'required' },
      schema: { querystring: operationsQuery, response: { 200: operationsResponse } },
    },
    async (req) => {
      const userId = await requireUser(db, req);
      const lang = langOf(req);
      const { rows, hasNext } = await operationsOf(db, userId, req.query.page, req.query.per_page);
      const [snap, catalogIds] = await Promise.all([
        snapshot(db),
        catalogItemsOf(
          db,
          rows.map((r) => parseReference(r.reference).itemId ?? 0),
        ),
      ]);
      const operations: OperationView[] = rows.map((r) => ({
        id: `${r.kind === 'ledger' ? 'l' : 'w'}${r.id}`,
        type: r.reason as OperationView['type'],
        currency: r.currency,
        amount: r.currency === 'RUB' ? toRoubles(r.amount) : r.amount,
        balance_after:
          r.balanceAfter === null
            ? null
            : r.currency === 'RUB'
              ? toRoubles(r.balanceAfter)
              : r.balanceAfter,
        subject: subjectOf(r, snap, catalogIds, lang),
        count: parseReference(r.reference).count,
        status: r.status,
        created_at: r.createdAt.toISOString(),
      }));
      return { operations, has_next: hasNext };
    },
  );
}
