/**
 * Campaign parameters of the usage-tracking record (spec 000 §3) and page-view events (§7), read the
 * same way by the web client and the analytics ingest.
 */

export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

/** The utm_* parameters of a URL (absolute, or a path with a query); values cut to 200 characters. */
export function utmOf(url: string): Utm {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://x').searchParams;
  } catch {
    return {};
  }
  const out: Utm = {};
  for (const k of UTM_KEYS) {
    const v = params.get(k);
    if (v) out[k] = v.slice(0, 200);
  }
  return out;
}
