/**
 * A local stand-in for Steam OpenID 2.0, Google and VK OAuth 2, started by the tests themselves
 * (the real providers cannot be reached here). It approves every sign-in as a fixed player (Google's can be
 * changed with `POST /google/user { sub, name }`, for a first sign-in in the browser tests), and VK's
 * `groups.isMember` for the VK mission.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';

export const STEAM_ID = '76561198000000001';
const SIGNON = 'http://specs.openid.net/auth/2.0/signon';
const SERVER = 'http://specs.openid.net/auth/2.0/server';

const xrds = (type: string, uri: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><xrds:XRDS xmlns:xrds="xri://$xrds" xmlns="xri://$xrd*($v*2.0)"><XRD><Service priority="0"><Type>${type}</Type><URI>${uri}</URI></Service></XRD></xrds:XRDS>`;

/** Starts the mock providers on `fixedPort`, or on a free port. */
export async function startMockProvider(fixedPort?: number) {
  const app = Fastify();
  await app.register(formbody);
  // Routes need the address, which exists only after listen: reserve it first via a bare server.
  const port =
    fixedPort ??
    (await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    }));
  const base = `http://127.0.0.1:${port}`;
  const issued = new Set<string>();
  const codes = new Map<string, string>();
  // The SteamID64 the next Steam sign-ins claim, as written (a test may add leading zeros).
  let steamId = STEAM_ID;
  let googleUser = { sub: 'g-1001', name: 'Gleb Google' };
  // VK's group members (user ids) and whether its API fails (the social mission's check, decision 024).
  const vkMembers = new Set<string>();
  let vkUser = 4242;
  let vkDown = false;

  app.get('/health', () => ({ ok: true }));

  // OpenID 2.0 (Steam)
  app.get('/openid', (_, reply) =>
    reply.type('application/xrds+xml').send(xrds(SERVER, `${base}/openid/login`)),
  );
  app.get('/openid/id/:id', (_, reply) =>
    reply.type('application/xrds+xml').send(xrds(SIGNON, `${base}/openid/login`)),
  );
  app.get('/openid/login', (req, reply) => {
    const q = req.query as Record<string, string>;
    const claimed = `${base}/openid/id/${steamId}`;
    const sig = randomBytes(20).toString('base64');
    issued.add(sig);
    const params = new URLSearchParams({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'id_res',
      'openid.op_endpoint': `${base}/openid/login`,
      'openid.claimed_id': claimed,
      'openid.identity': claimed,
      'openid.return_to': q['openid.return_to'] ?? '',
      'openid.response_nonce': `${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}${randomBytes(3).toString('hex')}`,
      'openid.assoc_handle': 'mock',
      'openid.signed':
        'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
      'openid.sig': sig,
    });
    const to = q['openid.return_to'] ?? '';
    return reply.redirect(`${to}${to.includes('?') ? '&' : '?'}${params.toString()}`, 302);
  });
  app.post('/openid/login', (req, reply) => {
    const b = req.body as Record<string, string>;
    const valid =
      b['openid.mode'] === 'check_authentication' && issued.delete(b['openid.sig'] ?? '');
    return reply
      .type('text/plain')
      .send(`ns:http://specs.openid.net/auth/2.0\nis_valid:${valid}\n`);
  });

  // OAuth 2 (Google, VK)
  app.get('/oauth/authorize', (req, reply) => {
    const q = req.query as Record<string, string>;
    const code = `code-${randomBytes(8).toString('hex')}`;
    codes.set(code, q.client_id ?? '');
    return reply.redirect(
      `${q.redirect_uri}?code=${code}&state=${encodeURIComponent(q.state ?? '')}`,
      302,
    );
  });
  app.post('/oauth/token', (req, reply) => {
    const b = req.body as Record<string, string>;
    const client = codes.get(b.code ?? '');
    codes.delete(b.code ?? '');
    if (!client || client !== b.client_id || b.client_secret !== 'secret')
      return reply.status(400).send({ error: 'invalid_grant' });
    return {
      access_token: `at-${client}`,
      token_type: 'bearer',
      expires_in: 3600,
      user_id: vkUser,
    };
  });
  app.get('/google/userinfo', (req, reply) =>
    req.headers.authorization === 'Bearer at-google-client'
      ? googleUser
      : reply.status(401).send({}),
  );
  // The browser tests make a Google account nobody has used yet (a first sign-in is a sign-up, issue 31).
  app.post('/google/user', (req) => {
    const b = req.body as { sub?: string; name?: string };
    googleUser = { sub: String(b.sub ?? 'g-1001'), name: String(b.name ?? 'Gleb Google') };
    return googleUser;
  });
  app.get('/vk/users.get', (req) => {
    const q = req.query as Record<string, string>;
    return q.access_token === 'at-vk-client'
      ? { response: [{ id: vkUser, first_name: 'Вера', last_name: 'ВК' }] }
      : { error: { error_code: 5 } };
  });

  app.get('/vk/groups.isMember', (req, reply) => {
    const q = req.query as Record<string, string>;
    if (vkDown) return reply.status(503).send('down');
    if (q.access_token !== 'vk-service-token' || !q.v)
      return { error: { error_code: 5, error_msg: 'User authorization failed' } };
    if (q.group_id !== 'dotacases') return { error: { error_code: 100, error_msg: 'bad group' } };
    return { response: vkMembers.has(q.user_id ?? '') ? 1 : 0 };
  });

  await app.listen({ port, host: '127.0.0.1' });
  return {
    base,
    env: {
      PUBLIC_URL: 'http://shop.test',
      STEAM_OPENID: 'true',
      STEAM_OPENID_IDENTIFIER: `${base}/openid`,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_AUTH_URL: `${base}/oauth/authorize`,
      GOOGLE_TOKEN_URL: `${base}/oauth/token`,
      GOOGLE_USERINFO_URL: `${base}/google/userinfo`,
      VK_CLIENT_ID: 'vk-client',
      VK_CLIENT_SECRET: 'secret',
      VK_AUTH_URL: `${base}/oauth/authorize`,
      VK_TOKEN_URL: `${base}/oauth/token`,
      VK_USERINFO_URL: `${base}/vk/users.get`,
    },
    /** The VK membership check's settings pointing here (decision 024). */
    vkMembershipEnv: {
      SOCIAL_VK_TOKEN: 'vk-service-token',
      SOCIAL_VK_API_URL: `${base}/vk`,
    },
    /** Adds or removes a VK user from the shop's group. */
    setVkMember: (vkUserId: string, member: boolean) => {
      if (member) vkMembers.add(vkUserId);
      else vkMembers.delete(vkUserId);
    },
    /** Makes the next VK sign-ins those of VK user `id` (a new account for a new id). */
    setVkUser: (id: number) => {
      vkUser = id;
    },
    /** Makes VK's API answer 503 (true) or work again. */
    setVkDown: (down: boolean) => {
      vkDown = down;
    },
    /** Makes the next Steam sign-ins claim `id` (SteamID64 digits, as written). */
    setSteamId: (id: string) => {
      steamId = id;
    },
    close: () => app.close(),
  };
}
