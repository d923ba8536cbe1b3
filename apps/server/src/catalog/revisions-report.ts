/**
 * `npm run catalog:report -- --revisions` and `-- --drop <inventory item id>` (issue 30 "Catalog and odds,
 * provably"): what the database publishes, not the hand-kept files. `--revisions` prints every case's revisions
 * (when, by whom, price, expected value and RTP at today's item prices); `--drop` prints a drop's case, the
 * revision it was rolled on, that revision's list with weights, and the item the stored roll picks on it — and,
 * once the pair's server seed is revealed, the roll recomputed from the seeds. Reads DATABASE_URL, or the embedded
 * database in DATA_DIR (stop the server first for the embedded one).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pickByWeight, roll, sha256Hex } from '@cases/domain/fairness';
import { returnToPlayer } from '@cases/domain/odds';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openPglite, openPostgres, type Db } from '../db/client.ts';

const rub = (kopecks: number) => (kopecks / 100).toFixed(2);

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const res: unknown = await db.execute(query);
  return (res as { rows: T[] }).rows;
}

interface Revision {
  slug: string;
  revision: number;
  current: number;
  created_at: string;
  created_by: number | null;
  price: string;
  currency: string;
  drops: { item: string; weight: number }[];
}

async function printRevisions(db: Db, prices: Map<string, number>): Promise<void> {
  const list = await rows<Revision>(
    db,
    sql`select c.slug, r.revision, c.revision as current, r.created_at::text, r.created_by, r.price::text,
      r.currency, r.drops from case_revisions r join cases c on c.id = r.case_id order by c.position, r.revision`,
  );
  if (list.length === 0) {
    console.log(
      'no case revisions in this database yet: start the server once to seed the catalog',
    );
    return;
  }
  console.log('case  revision  published  by  price  EV RUB  RTP');
  for (const r of list) {
    const drops = r.drops.map((d) => ({ price: prices.get(d.item) ?? 0, weight: d.weight }));
    const total = drops.reduce((a, d) => a + d.weight, 0);
    const ev = total > 0 ? drops.reduce((a, d) => a + d.price * d.weight, 0) / total : 0;
    const rtp = r.currency === 'RUB' ? returnToPlayer(drops, Number(r.price)) : null;
    console.log(
      [
        r.slug,
        `${r.revision}${r.revision === r.current ? '*' : ''}`,
        r.created_at.slice(0, 19),
        r.created_by === null ? 'seed' : `#${r.created_by}`,
        r.currency === 'RUB' ? rub(Number(r.price)) : `${r.price} coins`,
        rub(Math.round(ev)),
        rtp === null ? '—' : rtp.toFixed(3),
      ].join('  '),
    );
  }
  console.log('(* the revision in force)');
}

/** The report of drop `id` as lines: its case, revision, the list with the picked entry marked, the recompute. */
export async function dropReport(db: Db, id: number): Promise<string[]> {
  const out: string[] = [];
  const [d] = await rows<{
    item_id: string;
    slug: string;
    rev: number;
    roll: number;
    nonce: number;
    client_seed: string;
    server_seed_hash: string;
    server_seed: string | null;
    drops: { item: string; weight: number }[];
  }>(
    db,
    sql`select i.item_id, c.slug, coalesce(i.case_revision, 1) as rev, i.roll, i.nonce, i.client_seed,
      i.server_seed_hash, f.server_seed, r.drops
      from inventory_items i join cases c on c.id = i.case_id
      join case_revisions r on r.case_id = i.case_id and r.revision = coalesce(i.case_revision, 1)
      left join fairness_seeds f on f.server_seed_hash = i.server_seed_hash and f.revealed_at is not null
      where i.id = ${id} and i.source = 'Case' and i.roll is not null`,
  );
  if (!d) throw new Error(`inventory item ${id} is not a case drop`);
  const index = pickByWeight(
    d.drops.map((x) => x.weight),
    d.roll,
  );
  out.push(`drop ${id}: case ${d.slug}, revision ${d.rev}, nonce ${d.nonce}, roll ${d.roll}`);
  d.drops.forEach((x, i) =>
    out.push(`${i === index ? '→' : ' '} ${String(i + 1).padStart(3)}  ${x.weight}  ${x.item}`),
  );
  out.push(`the roll picks ${d.drops[index]!.item}; the inventory holds ${d.item_id}`);
  if (d.server_seed && sha256Hex(d.server_seed) === d.server_seed_hash)
    out.push(
      `server seed revealed: roll recomputed ${roll(d.server_seed, d.client_seed, d.nonce, 'case', 0)}`,
    );
  else out.push('server seed not revealed yet (the player rotates the pair to reveal it)');
  return out;
}

/** Runs the database part of the report for `args`; false when no such flag was given. */
export async function databaseReport(args: string[]): Promise<boolean> {
  const dropAt = args.indexOf('--drop');
  if (!args.includes('--revisions') && dropAt === -1) return false;
  const config = loadConfig();
  let database;
  if (config.databaseUrl)
    database = await openPostgres(config.databaseUrl, 1, {}, config.databaseOwnerUrl);
  else {
    mkdirSync(config.dataDir, { recursive: true });
    database = await openPglite(path.join(config.dataDir, 'pg'));
  }
  try {
    if (dropAt !== -1) {
      const id = Number(args[dropAt + 1]);
      if (!Number.isSafeInteger(id) || id <= 0)
        throw new Error('usage: --drop <inventory item id>');
      for (const line of await dropReport(database.db, id)) console.log(line);
    } else {
      const items = await rows<{ id: string; price: string }>(
        database.db,
        sql`select id, price::text from items`,
      );
      await printRevisions(database.db, new Map(items.map((i) => [i.id, Number(i.price)])));
    }
  } finally {
    await database.close();
  }
  return true;
}
