/**
 * Which push endpoints a subscription may name (issue 13): the server posts to them, so only the
 * configured push services (PUSH_ENDPOINT_HOSTS, `*.` for subdomains) over https — http only for a
 * listed 127.0.0.1 / localhost (a local push service in tests).
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function endpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((h) =>
    h.startsWith('*.') ? host.endsWith(h.slice(1)) && host.length > h.length - 1 : host === h,
  );
  if (!listed || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(host));
}
