/**
 * Leaderboard rows → wire (spec 001 §3 Leaderboard, Ranking; issue 13). Money scores kopecks → roubles;
 * prize amounts floored to whole roubles; leaders' levels from their experience.
 */
import type { ActiveBoard, RankingRow } from '@cases/domain/api/leaderboards';
import type { Language } from '@cases/domain/api/site-web';
import type { Rarity } from '@cases/domain/catalog';
import { boardUnit, type BoardType } from '@cases/domain/leaderboards';
import { levelProgress } from '@cases/domain/levels';
import { toRoubles } from '@cases/domain/money';
import { localized } from '../../platform/lang.ts';
import type { ItemRow } from '../../kernel/catalog/snapshot.ts';
import { avatarUrl, itemImage } from '../../kernel/media-urls.ts';
import type { BoardRow } from './boards.ts';
import type { DepositRule } from '../../kernel/players/deposit-rule.ts';
import type { RankedRow } from './ranking.ts';

/** A score in the board's wire unit: roubles for money boards, a count otherwise. */
export const scoreWire = (type: string, score: number) =>
  boardUnit(type as BoardType) === 'money' ? toRoubles(score) : score;

export function activeBoardWire(
  b: BoardRow,
  prizes: (ItemRow | undefined)[],
  position: number | null,
  lang: Language,
  rule: DepositRule,
): ActiveBoard {
  const kopecks = prizes.reduce((s, i) => s + (i?.price ?? 0), 0);
  return {
    id: String(b.id),
    series: b.series,
    date_start: b.startsAt.toISOString(),
    date_end: b.endsAt.toISOString(),
    type: b.type as BoardType,
    title: localized(lang, b.title, b.titleEn),
    description: b.description,
    image: b.image,
    prizes_count: prizes.length,
    order: b.sortOrder,
    prizes_amount: Math.floor(kopecks / 100),
    user: { position },
    prize_deposit: { days: rule.days, amount: toRoubles(rule.minKopecks) },
  };
}

interface RowContext {
  board: BoardRow;
  prizes: (ItemRow | undefined)[];
  secret: string;
  lang: Language;
}

/** A ranking row for `position`, held by `r` or by nobody yet. */
export function rankingRowWire(ctx: RowContext, position: number, r: RankedRow | null): RankingRow {
  const item = ctx.prizes[position - 1];
  const score = r ? scoreWire(ctx.board.type, r.score) : 0;
  const spending = ctx.board.type === 'cases_spent';
  return {
    position,
    user: r && {
      id: String(r.userId),
      avatar: avatarUrl(ctx.secret, r.userId),
      name: r.nickname,
      level: levelProgress(r.exp).userLevel,
      earn: spending ? 0 : score,
    },
    prize: item
      ? {
          type: 'prize',
          drop: {
            name: localized(ctx.lang, item.name, item.nameEn),
            image: itemImage(item),
            rarity: item.rarity as Rarity,
            price: toRoubles(item.price),
          },
        }
      : { type: 'filler', remaining: r ? 0 : scoreWire(ctx.board.type, ctx.board.minScore) },
    spent: spending ? score : 0,
  };
}
