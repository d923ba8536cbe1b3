/**
 * Case revisions (issue 30 "Catalog and odds, provably"; migration 0027): every published state of a case's drop
 * list and price is a row of `case_revisions`, never changed afterwards; `cases.revision` names the one in force.
 * Written by seeding (catalog/seed.ts) and by the console's catalog (modules/cases/admin-case-save.ts), each time
 * in the transaction that changed `case_items` or the price.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/**
 * A new revision (`case_revisions`) for each of `caseIds` whose published drop list or price differs from its
 * latest revision (or that has none yet), and `cases.revision` moved to it, in one statement; `createdBy` is
 * the staff member publishing it (null: seeding).
 */
export async function recordRevisions(
  tx: Tx,
  caseIds: number[],
  createdBy: number | null = null,
): Promise<void> {
  await tx.execute(sql`
    with ids as (select unnest(${sql.raw(`array[${caseIds.map((n) => Math.trunc(n)).join(',')}]`)}::int[]) as id),
    now_published as (
      select c.id, c.price, c.currency,
        coalesce((select jsonb_agg(jsonb_build_object('item', ci.item_id, 'weight', ci.weight) order by ci.position)
          from case_items ci where ci.case_id = c.id), '[]'::jsonb) as drops
      from cases c join ids on ids.id = c.id
    ),
    latest as (
      select distinct on (r.case_id) r.case_id, r.revision, r.drops, r.price, r.currency
      from case_revisions r join ids on ids.id = r.case_id
      order by r.case_id, r.revision desc
    ),
    added as (
      insert into case_revisions (case_id, revision, drops, price, currency, created_by)
      select p.id, coalesce(l.revision, 0) + 1, p.drops, p.price, p.currency, ${createdBy}::int
      from now_published p left join latest l on l.case_id = p.id
      where l.case_id is null or l.drops <> p.drops or l.price <> p.price or l.currency <> p.currency
      returning case_id, revision
    )
    update cases c set revision = a.revision from added a where c.id = a.case_id`);
}
