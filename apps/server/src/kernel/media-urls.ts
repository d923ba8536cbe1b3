/**
 * Addresses of the shop's pictures (all served by the shop itself under /img/, so the page needs no
 * other image host; docs/decisions/005-item-art.md). Pure functions over catalog rows and ids.
 */
import { createHmac } from 'node:crypto';

/**
 * An item's picture: its real Steam icon (`.png`, cached by the shop) once the resolver found one,
 * otherwise the generated art (`.svg`).
 */
export const itemImage = (item: { id: string; steamIcon: string | null }): string =>
  `/img/items/${item.id}.${item.steamIcon ? 'png' : 'svg'}`;

/** A case's generated picture. */
export const caseImage = (slug: string): string => `/img/cases/${slug}.svg`;

/**
 * A player's avatar: the picture is drawn from a seed that is an HMAC-SHA256 of the user id under the
 * server's secret (AUTH_SECRET), 20 hex characters, so the address says nothing about the id or how
 * many players there are, and cannot be guessed for another player (issue 9).
 */
export function avatarUrl(secret: string, userId: number): string {
  const seed = createHmac('sha256', secret).update(`avatar:${userId}`).digest('hex').slice(0, 20);
  return `/img/avatars/${seed}.svg`;
}
