/**
 * The two Steam Community calls of the icon resolver, with a hard timeout each:
 * the market search (`/market/search/render/?appid=<app id>&norender=1&query=<name>`, JSON) gives an
 * item's `icon_url` by its market hash name; the image CDN gives the picture
 * (`<image base>/economy/image/<icon_url>/360fx360f`). Errors: a `SteamUnreachable` for anything
 * that says nothing about the item (network, timeout, 429, 5xx, not JSON).
 */

const TIMEOUT_MS = 8_000;
/** Largest picture accepted (bytes); Steam's 360×360 icons are far smaller. */
const MAX_IMAGE_BYTES = 2_000_000;

export interface SteamEndpoints {
  /** The game project's Steam app id (570 Dota 2, 730 CS2; config `project.appId`). */
  appId: number;
  /** e.g. https://steamcommunity.com (no trailing slash). */
  marketUrl: string;
  /** e.g. https://community.cloudflare.steamstatic.com (no trailing slash). */
  imageUrl: string;
}

/** Steam could not be asked (offline, slow, rate-limited, broken answer): try again later. */
export class SteamUnreachable extends Error {}

async function get(url: string, accept: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new SteamUnreachable(`GET ${url}: ${(err as Error).message}`);
  }
  if (res.status === 429 || res.status >= 500) {
    await res.body?.cancel();
    throw new SteamUnreachable(`GET ${url}: HTTP ${res.status}`);
  }
  return res;
}

interface SearchAnswer {
  success?: boolean;
  results?: { hash_name?: string; asset_description?: { icon_url?: string } }[];
}

/**
 * The `icon_url` of the listing whose hash name is exactly `name` (compared case-insensitively),
 * or null when the market lists no such item.
 */
export async function findIconUrl(ends: SteamEndpoints, name: string): Promise<string | null> {
  const q = new URLSearchParams({
    appid: String(ends.appId),
    norender: '1',
    count: '10',
    search_descriptions: '0',
    query: name,
  });
  const res = await get(
    `${ends.marketUrl}/market/search/render/?${q.toString()}`,
    'application/json',
  );
  if (res.status !== 200) {
    await res.body?.cancel();
    return null;
  }
  let body: SearchAnswer;
  try {
    body = (await res.json()) as SearchAnswer;
  } catch {
    throw new SteamUnreachable('market search: not JSON');
  }
  if (body.success === false) throw new SteamUnreachable('market search: success=false');
  const wanted = name.toLowerCase();
  const hit = body.results?.find((r) => r.hash_name?.toLowerCase() === wanted);
  const icon = hit?.asset_description?.icon_url;
  return icon && /^[\w-]{10,2000}$/.test(icon) ? icon : null;
}

/** The icon picture's bytes; null when the CDN has no such picture (404) or it is not an image. */
export async function fetchIcon(ends: SteamEndpoints, iconUrl: string): Promise<Buffer | null> {
  const res = await get(`${ends.imageUrl}/economy/image/${iconUrl}/360fx360f`, 'image/*');
  if (res.status !== 200) {
    await res.body?.cancel();
    return null;
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  return bytes.length > 0 && bytes.length <= MAX_IMAGE_BYTES && imageType(bytes) ? bytes : null;
}

/** The MIME type of PNG, JPEG or WebP bytes, else null. */
export function imageType(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}
