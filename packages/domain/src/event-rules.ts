/**
 * Season rules both sides need, without zod (the header's menu, on the first screen, imports them; issue 28).
 */

/** An event is "new" for this long after its start (spec 001 §4, §9: 168 hours), in ms. */
export const NEW_EVENT_MS = 168 * 3600_000;

/** True while the event that started at `startUnixS` (Unix seconds; 0: none) is "new" at `nowMs`. */
export const isNewEvent = (startUnixS: number, nowMs: number): boolean =>
  startUnixS > 0 && startUnixS * 1000 <= nowMs && nowMs - startUnixS * 1000 < NEW_EVENT_MS;
