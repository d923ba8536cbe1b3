/**
 * Battles as cards (spec 001 §3 Battle, without rounds): the battles list, a profile's history and
 * its best battle (issue 10). One place loads their data and the catalog snapshot and drops the rounds.
 */
import type { BattleViewWire } from '@cases/domain/api/battles';
import type { Language } from '@cases/domain/api/site-web';
import type { DbOrTx } from '../../db/client.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { loadBattleData, type BattleRow } from './data.ts';
import { battleView } from './view.ts';

export interface CardOptions {
  lang: Language;
  /** AUTH_SECRET: players' avatar addresses. */
  secret: string;
  /** The player looking (null: a visitor). */
  viewerId: number | null;
}

/** The rows' battles as cards, in the rows' order. */
export async function battleCards(
  db: DbOrTx,
  rows: BattleRow[],
  o: CardOptions,
): Promise<BattleViewWire[]> {
  const [data, snap] = await Promise.all([loadBattleData(db, rows), snapshot(db)]);
  const now = Date.now();
  return data.map((d) => ({ ...battleView(d, snap, { ...o, now }), rounds: [] }));
}
