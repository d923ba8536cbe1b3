/**
 * The base of every absolute link when `PUBLIC_URL` is unset (issue 31 "Money forms": the sandbox pay
 * page and its return went to `localhost` for a shop opened on `127.0.0.1`, where the player's cookie
 * is not sent): the address the server listens on, `http://<HOST>:<PORT>`. A wildcard host (`0.0.0.0`,
 * `::`) is no address a browser can open, so it falls back to `localhost`; an IPv6 address is
 * bracketed. No trailing slash.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const h = host.trim();
  const name =
    h === '' || h === '0.0.0.0' || h === '::' || h === '[::]'
      ? 'localhost'
      : h.includes(':') && !h.startsWith('[')
        ? `[${h}]`
        : h;
  return `http://${name}:${port}`;
}
