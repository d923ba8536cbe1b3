/**
 * Tiny cookie helpers for the browser (spec 000 §9: access-token and detected-locale cookies).
 */

/**
 * `document.cookie`, read again at most every `JAR_MS` (ms) and after each write here: a render reads
 * the token in many components, and each read of the real jar costs (issue 31, blocking time).
 */
const JAR_MS = 100;
let jar: { text: string; at: number } | undefined;
function cookieText(): string {
  const now = performance.now();
  if (!jar || now - jar.at > JAR_MS) jar = { text: document.cookie, at: now };
  return jar.text;
}

/** Reads a cookie value, or null when it is not set (as of at most `JAR_MS` ago or the last write). */
export function readCookie(name: string): string | null {
  for (const part of cookieText().split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Reads the real jar again at the next read (the server has just set or cleared cookies). */
export function rereadCookies(): void {
  jar = undefined;
}

/** Writes a cookie on path `/` with SameSite=Lax, Secure when the page is served over https. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  jar = undefined;
}

/** Deletes a cookie written by `writeCookie`. */
export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  jar = undefined;
}
