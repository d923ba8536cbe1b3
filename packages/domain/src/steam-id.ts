/**
 * Steam identities (issue 26 "Identity"): one account, however its digits are written. A trade link's
 * `partner` is the account's SteamID32 (1 … 2³²−1); sign-in with Steam gives the SteamID64 of an
 * individual account in the public universe (76561197960265728 + SteamID32). Both are compared as the
 * canonical SteamID64 in decimal without leading zeros: `partner=0424242`, `00424242` and `424242` are
 * one person, and so is the Steam sign-in of 76561197960689970.
 */

/** The SteamID64 of the individual account whose SteamID32 is 0. */
export const STEAM_ID64_BASE = 76561197960265728n;
const MAX_ID32 = 2n ** 32n - 1n;

/** Canonical SteamID64 (decimal) of a SteamID32 written in decimal digits; null outside 1 … 2³²−1. */
export function steamId64FromId32(digits: string): string | null {
  if (!/^\d{1,20}$/.test(digits)) return null;
  const id32 = BigInt(digits);
  if (id32 < 1n || id32 > MAX_ID32) return null;
  return (STEAM_ID64_BASE + id32).toString();
}

/** Canonical SteamID64 of a SteamID64 written in decimal digits; null unless it names an individual account. */
export function canonicalSteamId64(digits: string): string | null {
  if (!/^\d{1,25}$/.test(digits)) return null;
  const id = BigInt(digits);
  const id32 = id - STEAM_ID64_BASE;
  return id32 < 1n || id32 > MAX_ID32 ? null : id.toString();
}

const TRADE_URL =
  /^(?:https?:\/\/)?(?:www\.)?steamcommunity\.com\/tradeoffer\/new\/?\?partner=(\d+)&token=([A-Za-z0-9_-]{8})$/;

/** A trade link's parts: the canonical SteamID64, the SteamID32 without leading zeros, the token. */
export interface TradeLink {
  steamId64: string;
  partner: string;
  token: string;
}

/**
 * Parses a trade link; null when it is not one, its partner is not a SteamID32, or its token is not Steam's 8
 * characters (issue 48: a short token would fail only when the bot sends the offer).
 */
export function parseTradeUrl(value: string): TradeLink | null {
  const m = TRADE_URL.exec(value.trim());
  if (!m) return null;
  const steamId64 = steamId64FromId32(m[1]!);
  if (steamId64 === null) return null;
  return {
    steamId64,
    partner: (BigInt(steamId64) - STEAM_ID64_BASE).toString(),
    token: m[2]!,
  };
}

/** The trade link as the shop stores and shows it: https, no www, the partner without leading zeros. */
export function canonicalTradeUrl(link: TradeLink): string {
  return `https://steamcommunity.com/tradeoffer/new/?partner=${link.partner}&token=${link.token}`;
}
