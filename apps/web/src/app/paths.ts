/**
 * Every in-app path, spec 000 §2 "Screens and routes". Links and navigation use these, never literals.
 */

export interface FairnessCheckParams {
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
  caseSlug?: string;
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: () => '/',
  open: (caseName: string) => `/open/${encodeURIComponent(caseName)}`,
  profile: () => '/profile',
  profileOf: (id: string) => `/profile/${encodeURIComponent(id)}`,
  refill: () => '/refill',
  refillResult: (orderId?: string) => withQuery('/refill/result', { orderId }),
  refillUnauth: () => '/refill/unauth',
  fairnessCheck: (p: FairnessCheckParams = {}) =>
    withQuery('/provably-fair/check', {
      serverSeed: p.serverSeed,
      clientSeed: p.clientSeed,
      nonce: p.nonce,
      case: p.caseSlug,
    }),
  /** The registration dialog opens on any URL with the hash #reg (spec 000 §2). */
  registration: () => '#reg',
} as const;

/** Route patterns for the router (same shapes as `paths`). */
export const routePatterns = {
  home: '/',
  open: '/open/:caseName',
  profile: '/profile',
  profileOf: '/profile/:id',
  refill: '/refill',
  refillResult: '/refill/result',
  refillUnauth: '/refill/unauth',
  fairnessCheck: '/provably-fair/check',
} as const;
