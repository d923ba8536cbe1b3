/**
 * A local push service for tests (issue 13): browsers' subscriptions are made here (a P-256 key pair
 * and an auth secret, as a browser makes them), the server's pushes are received over HTTP like a real
 * push service does (RFC 8030), the VAPID signature is checked (RFC 8292) and the payload decrypted
 * (RFC 8291, aes128gcm). `/gone/…` endpoints answer 410, as for an expired subscription.
 */
import { createECDH, createHmac, createDecipheriv, createPublicKey, verify } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const b64url = (b: Buffer) => b.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  message: { title: string; body: string; url: string; tag: string };
  /** The VAPID JWT verified against the key in the header. */
  vapidValid: boolean;
  vapidKey: string;
  audience: string;
}

interface Keys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

function decrypt(body: Buffer, k: Keys): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = k.ecdh.computeSecret(serverKey);
  const uaPublic = k.ecdh.getPublicKey();
  const prkKey = hmac(k.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, serverKey]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end -= 1;
  return plain.subarray(0, end - 1); // drop the 0x02 delimiter
}

function checkVapid(header: string | undefined): { valid: boolean; key: string; aud: string } {
  const m = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!m) return { valid: false, key: '', aud: '' };
  const [h, p, s] = m[1]!.split('.');
  const point = Buffer.from(m[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s!, 'base64url'),
  );
  const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as { aud: string };
  return { valid, key: m[2]!, aud: claims.aud };
}

export interface PushFake {
  origin: string;
  received: ReceivedPush[];
  /** A new browser subscription on this service (`gone` ones answer 410). */
  subscribe(gone?: boolean): FakeSubscription;
  close(): Promise<void>;
}

export async function startPushFake(): Promise<PushFake> {
  const keys = new Map<string, Keys>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const k = keys.get(path);
      if (!k) return res.writeHead(404).end();
      if (path.startsWith('/gone/')) return res.writeHead(410).end();
      const vapid = checkVapid(req.headers.authorization);
      const plain = decrypt(Buffer.concat(chunks), k);
      received.push({
        endpoint: path,
        message: JSON.parse(plain.toString('utf8')) as ReceivedPush['message'],
        vapidValid: vapid.valid,
        vapidKey: vapid.key,
        audience: vapid.aud,
      });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscribe(gone = false) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/${gone ? 'gone' : 'push'}/${randomBytes(8).toString('hex')}`;
      keys.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
