/**
 * The features' reactions to the app-wide realtime events (api/realtime.ts `RealtimeReactions`),
 * composed here so that api/ knows no feature: the live feed's `live_drop`, the inventory's
 * `sell_done`, the withdrawal's `statechange`, the support chat's `support_message`. Loaded with the
 * channel, after the first screen (provider.tsx).
 */
import type { RealtimeReactions } from '../api/realtime.ts';
import { inventoryRealtime } from '../features/inventory/api/inventory-realtime.ts';
import { liveRealtime } from '../features/live/api/live-realtime.ts';
import { supportRealtime } from '../features/support/api/support-realtime.ts';
import { withdrawRealtime } from '../features/withdraw/api/withdraw-realtime.ts';

export const realtimeReactions: readonly RealtimeReactions[] = [
  liveRealtime,
  inventoryRealtime,
  withdrawRealtime,
  supportRealtime,
];
