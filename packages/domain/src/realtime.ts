/**
 * The realtime channel's typed event map (ARCHITECTURE "Realtime"; spec 001 §3 Sell event, §4 real-time
 * event names; spec 000 §7 live drops). Event name → payload, shared by the server hub and the web client.
 * Reconnect policy (spec 000 §7, §9 Live socket): retry after 1000 ms, at most 5 retries.
 */
import type { BattleViewWire, EmojiMessage } from './api/battles.ts';
import type { TradeOfferWire } from './api/inventory.ts';
import type { LiveDrop } from './api/live.ts';
import type { SupportInboxEvent } from './api/admin-support.ts';
import type { SupportPlayerEvent } from './api/support.ts';

export const REALTIME_PATH = '/socket.io';
export const REALTIME_RETRY_MS = 1_000;
export const REALTIME_MAX_RETRIES = 5;
/** Lifetime of a channel token from `GET /v1/users/centrifugo/token` (seconds). */
export const REALTIME_TOKEN_TTL_S = 60;

/** Item status changes pushed to the owner; `error_code` only on failure (spec 001 §4, §8). */
export interface StateChange {
  item_id: string;
  /** `completed`: a type-3 voucher credited to the balance. */
  status: 'PREPARING' | 'send' | 'STEAM_WITHDRAWN' | 'progress' | 'completed';
  error_code?: 'error_skin_transfer' | 'item_transfer_canceled';
  /** With `send`: the offer the bot sent (its Steam link, bot and expiry), so every list links it at once (issue 48). */
  trade_offer?: TradeOfferWire;
}

/**
 * A finished queued sale (spec 001 §3 Sell event): `type` 'sell_done', `user` the owner's id, `money` the
 * balance after the sale, `price` the amount the queued items sold for (roubles), `utastycoin` coins (0).
 */
export interface SellDone {
  type: string;
  user: string;
  money: number;
  price: number;
  utastycoin: number;
}

/** Server → client events. Private ones reach only the room `user:<id>`; live_drop reaches everyone. */
export interface ServerEvents {
  live_drop: (payload: { drop: LiveDrop }) => void;
  sell_done: (payload: SellDone) => void;
  statechange: (payload: StateChange) => void;
  /**
   * A battle changed (spec 001 §4; issue 10): to the `battles` room (public battles, list pages), to the
   * battle's own room, and to its members. `battle.rounds` holds only the rounds this update reveals
   * (a client merges them by `round`; `revealed_rounds` says how many are due in all).
   */
  battles_battle_updated: (payload: { battle: BattleViewWire }) => void;
  /** An emoji from a member (spec 001 §3 Emoji message), to the battle's room. */
  battles_emoji_sent: (payload: EmojiMessage) => void;
  /** The support chat (issue 30): a message or a status change of the player's conversation, to their room. */
  support_message: (payload: SupportPlayerEvent) => void;
  /** The console's support inbox (issue 30): a conversation changed, to the staff room of channel `support`. */
  support_inbox: (payload: SupportInboxEvent) => void;
}
export type ServerEventName = keyof ServerEvents;

/**
 * A request to join or leave a room of a channel (issue 10 per-battle rooms): `battles` without a
 * `battle_ulid` is the list room, with one the battle's room (a private battle needs its `key` or a seat).
 * `support` is the console's inbox room: `key` from `GET /v1/admin/support/realtime-token` (issue 30).
 */
export interface SubscribeRequest {
  channel: 'battles' | 'support';
  args?: { battle_ulid?: string; key?: string };
}
/** Client → server events; `subscribe` acknowledges with whether the room was joined. */
export interface ClientEvents {
  subscribe: (req: SubscribeRequest, ack?: (res: { ok: boolean }) => void) => void;
  unsubscribe: (req: SubscribeRequest) => void;
}
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerEvents[E]>[0];
