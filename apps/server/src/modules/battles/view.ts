/**
 * A battle on the wire (spec 001 §3 Battle; issue 10 "A battle on the wire"), as of `now`: only the
 * rounds already due (round r at started_at + r × round_ms), each seat's total over them; the server
 * seed, the winners and the winnings only once the battle has finished; the private key only to its
 * members. This is the one place that decides what of a battle is readable.
 */
import type { BattleViewWire } from '@cases/domain/api/battles';
import type { Language } from '@cases/domain/api/site-web';
import type { BattleStatus } from '@cases/domain/battles/rules';
import { roundsDue } from '@cases/domain/battles/rules';
import { levelProgress } from '@cases/domain/levels';
import { toRoubles } from '@cases/domain/money';
import { localized } from '../../platform/lang.ts';
import { itemWire } from '../../kernel/catalog/wire.ts';
import type { Snapshot } from '../../kernel/catalog/snapshot.ts';
import { avatarUrl, caseImage } from '../../kernel/media-urls.ts';
import type { BattleData, DropRow } from './data.ts';

export interface ViewOptions {
  now: number;
  lang: Language;
  /** AUTH_SECRET: players' avatar addresses. */
  secret: string;
  /** The player looking (null: a visitor or a broadcast). */
  viewerId: number | null;
  /** Include only the rounds from this one on (a realtime update's delta); default 0. */
  roundsFrom?: number;
  /** Add the battle's drop lists (`GET /battle`). */
  dropLists?: boolean;
}

/** How many rounds of the battle are due at `now`. */
export function revealedRounds(d: BattleData, now: number): number {
  const b = d.battle;
  if (b.status === 'finished') return b.caseIds.length;
  if (b.status !== 'started' || b.startedAt === null) return 0;
  return roundsDue(b.startedAt.getTime(), b.caseIds.length, b.roundMs, now);
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The wire view of one battle for one viewer. */
export function battleView(d: BattleData, snap: Snapshot, o: ViewOptions): BattleViewWire {
  const b = d.battle;
  const finished = b.status === 'finished';
  const revealed = revealedRounds(d, o.now);
  const due = d.drops.filter((x) => x.round < revealed);
  const itemOf = (x: DropRow) => {
    const item = snap.items.get(x.itemId);
    if (!item) throw new Error(`battle ${b.ulid}: unknown item ${x.itemId}`);
    return itemWire(item, x.price, o.lang);
  };
  const rounds = [];
  for (let r = o.roundsFrom ?? 0; r < revealed; r += 1)
    rounds.push({
      round: r,
      drops: due
        .filter((x) => x.round === r)
        .map((x) => ({ seat: x.seat, item: itemOf(x), nonce: x.seat, roll: x.roll })),
    });
  const member = o.viewerId !== null && d.members.some((m) => m.userId === o.viewerId);
  const winnerSeats = finished ? b.winnerSeats : [];
  return {
    ulid: b.ulid,
    status: b.status as BattleStatus,
    seats: b.seats,
    teams: b.teams,
    is_private: b.isPrivate,
    is_crazy: b.isCrazy,
    price: toRoubles(b.price),
    created_at: b.createdAt.toISOString(),
    started_at: iso(b.startedAt),
    finished_at: iso(b.finishedAt),
    expires_at: b.expiresAt.toISOString(),
    round_ms: b.roundMs,
    rounds_count: b.caseIds.length,
    revealed_rounds: revealed,
    creator_id: String(b.creatorId),
    server_seed_hash: b.serverSeedHash,
    server_seed: finished ? b.serverSeed : null,
    public_seed: b.publicSeed,
    members: d.members.map((m) => ({
      member_id: String(m.id),
      seat: m.seat,
      user:
        m.userId === null
          ? null
          : {
              id: String(m.userId),
              nickname: m.nickname ?? '',
              avatar: avatarUrl(o.secret, m.userId),
              level: levelProgress(m.exp).userLevel,
            },
      is_bot: m.isBot,
      client_seed: m.clientSeed,
      total: toRoubles(due.filter((x) => x.seat === m.seat).reduce((s, x) => s + x.price, 0)),
    })),
    cases: b.caseIds.map((id, round) => {
      const c = snap.byKey.get(String(id))?.row;
      return {
        round,
        case: {
          id: String(id),
          slug: c?.slug ?? String(id),
          name: c ? localized(o.lang, c.name, c.nameEn) : String(id),
          image: caseImage(c?.slug ?? String(id)),
          price: toRoubles(c?.price ?? 0),
          color: c?.color ?? '#888888',
        },
      };
    }),
    rounds,
    spectators: d.spectators,
    winner_seats: winnerSeats,
    winnings: winnerSeats.map((seat) => {
      const mine = d.drops.filter((x) => x.ownerSeat === seat);
      const userId = d.members.find((m) => m.seat === seat)?.userId ?? null;
      return {
        seat,
        user_id: userId === null ? null : String(userId),
        total: toRoubles(mine.reduce((s, x) => s + x.price, 0)),
        items: mine.map(itemOf),
        rolls: mine.map((x) => ({ round: x.round, seat: x.seat })),
        // The winner's own inventory ids, in the order of `items` (null for a bot's drop): their quick sale.
        inventory_item_ids:
          userId !== null && userId === o.viewerId
            ? mine.map((x) => (x.inventoryItemId === null ? null : String(x.inventoryItemId)))
            : null,
        unsold: toRoubles(
          mine
            .filter((x) => x.inventoryItemId !== null && d.unsold.has(x.inventoryItemId))
            .reduce((s, x) => s + x.price, 0),
        ),
      };
    }),
    tie_roll: finished ? b.tieRoll : null,
    key: member && b.isPrivate ? b.privateKey : null,
    ...(o.dropLists
      ? {
          drop_lists: Object.entries(b.dropLists).map(([caseId, list]) => ({
            case_id: caseId,
            items: list.flatMap(({ itemId, weight }) => {
              const item = snap.items.get(itemId);
              return item ? [{ ...itemWire(item, item.price, o.lang), weight }] : [];
            }),
          })),
        }
      : {}),
  };
}
