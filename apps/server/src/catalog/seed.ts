/**
 * Writes the hand-kept catalog into the database: upserts sections, items and cases by their slugs and
 * replaces each case's drop list. One transaction under an advisory lock, so several processes
 * starting together do not race; each table is written with one statement. Items already dropped keep
 * their own price in the inventory. A row an operator saved in the console (`edited_at` set, issue 30) is
 * the operator's: seeding leaves it alone. A case whose drop list or price changed gets a new revision
 * (`case_revisions`), so drops rolled on the old one still recompute.
 */
import { getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  caseItems,
  cases,
  items,
  offers as offersTable,
  seasonLevels as levelsTable,
  seasonTasks as tasksTable,
  seasons,
  sections,
} from '../db/schema/index.ts';
import type { Tx } from '../db/client.ts';
import { projectCatalog, type ProjectCatalog, type SeasonSeed } from './projects.ts';
import type { CatalogOffer } from './offers.ts';
import { recordRevisions } from './revisions.ts';
import { COIN_CODE } from '@cases/domain/catalog';

const SEED_LOCK = 570_001;

/** The `set` of a multi-row upsert: each of `row`'s columns takes the value proposed for its row. */
function fromExcluded(table: PgTable, row: object) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.keys(row).map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]),
  );
}

/**
 * Seeds or updates `catalog` (the backend's game project's, projects.ts; Dota 2's by default); returns the
 * counts written.
 */
export async function seedCatalog(
  db: Db,
  catalog: ProjectCatalog = projectCatalog('dota'),
): Promise<{ items: number; cases: number; sections: number }> {
  const { items: catalogItems, cases: allCases, sections: catalogSections } = catalog;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const sectionRows = catalogSections.map((s) => ({
      id: s.slug,
      name: s.name,
      nameEn: s.nameEn,
      position: s.position,
      gradient: s.gradient,
      cards: s.cards ?? {},
      isEvent: s.isEvent ?? false,
    }));
    await tx
      .insert(sections)
      .values(sectionRows)
      .onConflictDoUpdate({
        target: sections.id,
        set: fromExcluded(sections, sectionRows[0]!),
        setWhere: isNull(sections.editedAt),
      });
    const itemRows = catalogItems.map((i) => ({
      id: i.slug,
      name: i.name,
      nameEn: i.nameEn ?? null,
      hero: i.hero,
      slot: i.slot,
      rarity: i.rarity,
      price: i.priceKopecks,
      type: i.type ?? 0,
      packItems: i.packItems ?? [],
    }));
    await tx
      .insert(items)
      .values(itemRows)
      .onConflictDoUpdate({
        target: items.id,
        set: {
          ...fromExcluded(items, itemRows[0]!),
          // `updated_at` tells when the price last changed (spec 001 §3 Unique item `updateAt`).
          updatedAt: sql`case when ${items.price} is distinct from excluded.price then now() else ${items.updatedAt} end`,
        },
        setWhere: isNull(items.editedAt),
      });
    const updatedAt = new Date();
    const caseRows = allCases.map((c, position) => ({
      slug: c.slug,
      name: c.name,
      nameEn: c.nameEn,
      sectionId: c.section,
      position,
      price: c.priceCoins ?? c.priceKopecks,
      currency: c.priceCoins === undefined ? 'RUB' : COIN_CODE,
      oldPrice: c.oldPriceKopecks,
      labelType: c.label?.type ?? null,
      labelName: c.label?.name ?? null,
      labelNameEn: c.label?.nameEn ?? null,
      labelColor: c.label?.color ?? null,
      volatility: c.volatility,
      color: c.color,
      available: c.available,
      level: c.level ?? 0,
      opensLimit: c.opensLimit ?? null,
      // A time-limited case's window starts at its first seeding and keeps it on later starts.
      startsAt: c.windowDays === undefined ? null : updatedAt,
      endsAt:
        c.windowDays === undefined
          ? null
          : new Date(updatedAt.getTime() + c.windowDays * 86_400_000),
      everyNOpenFree: c.everyNOpenFree ?? null,
      multifixNumber: c.multifixNumber ?? null,
      multicastRange: c.multicastRange ?? null,
      isOffer: c.isOffer ?? false,
      coinsMin: c.coins?.min ?? null,
      coinsMax: c.coins?.max ?? null,
      updatedAt,
    }));
    const saved = await tx
      .insert(cases)
      .values(caseRows)
      .onConflictDoUpdate({
        target: cases.slug,
        set: {
          ...fromExcluded(cases, caseRows[0]!),
          startsAt: sql`case when excluded.starts_at is null then null else coalesce(${cases.startsAt}, excluded.starts_at) end`,
          endsAt: sql`case when excluded.ends_at is null then null else coalesce(${cases.endsAt}, excluded.ends_at) end`,
        },
        setWhere: isNull(cases.editedAt),
      })
      .returning({ id: cases.id, slug: cases.slug });
    // Only the cases written above (not the operator's) take the hand-kept drop list.
    const idBySlug = new Map(saved.map((s) => [s.slug, s.id]));
    if (idBySlug.size > 0) {
      await tx.delete(caseItems).where(inArray(caseItems.caseId, [...idBySlug.values()]));
      await tx.insert(caseItems).values(
        allCases.flatMap((c) => {
          const caseId = idBySlug.get(c.slug);
          if (caseId === undefined) return [];
          return c.items.map((ci, position) => ({
            caseId,
            position,
            itemId: ci.item,
            weight: ci.weight,
          }));
        }),
      );
      await recordRevisions(tx, [...idBySlug.values()]);
    }
    await seedSeason(tx, catalog.season);
    await seedOffers(tx, catalog.offers);
  });
  return { items: catalogItems.length, cases: allCases.length, sections: catalogSections.length };
}

/**
 * The seeded season (catalog/season.ts, issue 28): created at the first start (its window from now for
 * the seed's days), its settings and level rewards refreshed on later starts, its tasks written once (players'
 * finished tasks point at them).
 */
async function seedSeason(tx: Tx, seed: SeasonSeed): Promise<void> {
  const now = new Date();
  const [season] = await tx
    .insert(seasons)
    .values({
      slug: seed.slug,
      startsAt: now,
      endsAt: new Date(now.getTime() + seed.days * 86_400_000),
      settings: seed.settings,
    })
    .onConflictDoUpdate({
      target: seasons.slug,
      set: { settings: seed.settings },
      setWhere: isNull(seasons.editedAt),
    })
    .returning({ id: seasons.id });
  // An operator's season (saved in the console) keeps its settings, levels and tasks.
  if (!season) return;
  const seasonId = season.id;
  const levelRows = seed.levels.map((l) => ({ seasonId, ...l }));
  await tx
    .insert(levelsTable)
    .values(levelRows)
    .onConflictDoUpdate({
      target: [levelsTable.seasonId, levelsTable.level],
      set: fromExcluded(levelsTable, levelRows[0]!),
    });
  const existing = await tx
    .select({ id: tasksTable.id })
    .from(tasksTable)
    .where(sql`${tasksTable.seasonId} = ${seasonId}`)
    .limit(1);
  if (existing.length > 0) return;
  await tx.insert(tasksTable).values(
    seed.tasks.map((t, position) => ({
      seasonId,
      level: t.level,
      position,
      type: t.type,
      goal: t.goal,
      options: { ids: t.cases, names: [] },
      description: t.description.ru,
      descriptionEn: t.description.en,
      rewardCoins: t.rewardCoins,
      rewardMoney: t.rewardMoney,
    })),
  );
}

/**
 * The seeded offers (catalog/offers.ts, issue 29): upserted by slug; a shop offer's end is set at its first
 * seeding (`windowDays` from then) and kept on later starts; the count sold is never touched here.
 */
async function seedOffers(tx: Tx, catalogOffers: readonly CatalogOffer[]): Promise<void> {
  const now = Date.now();
  const rows = catalogOffers.map((o, position) => ({
    slug: o.slug,
    title: o.title,
    titleEn: o.titleEn,
    description: o.description,
    descriptionEn: o.descriptionEn,
    imageCase: o.imageCase,
    price: o.priceKopecks,
    oldPrice: o.oldPriceKopecks,
    cases: o.cases,
    bonusCoins: o.bonusCoins,
    bonusMoney: o.bonusMoneyKopecks,
    label: o.label?.type ?? null,
    labelColor: o.label?.color ?? null,
    labelName: o.label?.name ?? null,
    labelNameEn: o.label?.nameEn ?? null,
    perPlayerLimit: o.perPlayerLimit,
    stock: o.stock,
    triggerType: o.triggerType ?? null,
    position,
    active: true,
    endsAt: o.windowDays === undefined ? null : new Date(now + o.windowDays * 86_400_000),
  }));
  await tx
    .insert(offersTable)
    .values(rows)
    .onConflictDoUpdate({
      target: offersTable.slug,
      set: {
        ...fromExcluded(offersTable, rows[0]!),
        endsAt: sql`case when excluded.ends_at is null then null else coalesce(${offersTable.endsAt}, excluded.ends_at) end`,
      },
      setWhere: isNull(offersTable.editedAt),
    });
}
