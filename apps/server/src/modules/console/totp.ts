/**
 * The console's second factor (issue 30 "Access"): RFC 6238 TOTP through otplib (6 digits, 30 s, one step of
 * clock drift either way), each step's code good once (issue 44). Secrets are kept encrypted with AES-256-GCM under a key derived from the server's
 * secret (AUTH_SECRET), so a copy of the database alone does not give the codes.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

const keyOf = (serverSecret: string) =>
  createHash('sha256').update(`console-totp:${serverSecret}`).digest();

/** A new base32 secret. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URI an authenticator app reads (issuer "DOTA CASES", label the login). */
export const totpUri = (secret: string, login: string): string =>
  generateURI({ issuer: 'DOTA CASES', label: login, secret });

/** `iv.tag.ciphertext` (base64url) of the secret. */
export function sealSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The secret back; throws when it was not sealed under this server secret. */
export function openSecret(sealed: string, serverSecret: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

/**
 * The 30 s time step (RFC 6238 counter: Unix seconds ÷ 30) whose code `code` is — the current step or one before
 * or after it — provided it is later than `afterStep` (the last step accepted, issue 44: a code is good once);
 * null for a wrong, late or reused code. `nowMs` is the clock (ms).
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null,
  nowMs = Date.now(),
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => ({ valid: false as const }));
  // otplib throws when `afterTimeStep` lies past the window (a clock set back): no step of the window is later.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
