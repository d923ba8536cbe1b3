/**
 * The console's second factor (issue 30 "Access"): RFC 6238 TOTP through otplib (6 digits, 30 s, one step of
 * clock drift either way). Secrets are kept encrypted with AES-256-GCM under a key derived from the server's
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

/** Whether `code` is the secret's current code (or one step before or after). */
export async function codeMatches(secret: string, code: string): Promise<boolean> {
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  return result.valid;
}
