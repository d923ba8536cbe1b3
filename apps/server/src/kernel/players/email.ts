/**
 * The e-mail mission (issue 13): `POST /v1/users/send-email { email }` stores the address with a fresh
 * confirmation token (its SHA-256 only) and mails a link to `GET /v1/users/email/confirm?token=…`, which
 * confirms it — the mission is then done. A new address replaces an unconfirmed or confirmed one (and
 * must be confirmed again). At most one mail a minute per player.
 * Errors: 400 dataNotFound (not an address), 429 tooManyRequests (a mail in the last minute).
 */
import { createHash, randomBytes } from 'node:crypto';
import { isEmail } from '@cases/domain/validation';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userEmails, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { esc } from '../../platform/html.ts';
import type { Mailer } from '../../platform/mail.ts';

const RESEND_MS = 60_000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function sendConfirmation(
  db: Db,
  mailer: Mailer,
  userId: number,
  address: string,
  publicUrl: string,
  site: string,
): Promise<void> {
  const email = address.trim().toLowerCase();
  if (!isEmail(email) || email.length > 254)
    throw new AppError(400, 'dataNotFound', 'Not an e-mail address');
  const token = randomBytes(24).toString('base64url');
  const [u] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
  // One statement decides the minute's limit, so parallel calls send one mail.
  const stored = await db
    .insert(userEmails)
    .values({ userId, email, tokenHash: sha256(token), sentAt: sql`now()` })
    .onConflictDoUpdate({
      target: userEmails.userId,
      set: { email, tokenHash: sha256(token), sentAt: sql`now()`, confirmedAt: null },
      setWhere: sql`${userEmails.sentAt} < now() - ${RESEND_MS} * interval '1 millisecond'`,
    })
    .returning({ userId: userEmails.userId });
  if (stored.length === 0)
    throw new AppError(429, 'tooManyRequests', 'A confirmation was sent a minute ago');
  const en = u?.lang === 'en';
  const link = `${publicUrl}/v1/users/email/confirm?token=${token}`;
  await mailer.send({
    to: email,
    subject: en ? `Confirm your e-mail — ${site}` : `Подтвердите e-mail — ${site}`,
    text: en
      ? `Open this link to confirm your address and get your reward:\n${link}\n\nIf you did not ask for it, ignore this mail.`
      : `Откройте ссылку, чтобы подтвердить адрес и получить награду:\n${link}\n\nЕсли вы этого не запрашивали, просто удалите письмо.`,
    html: `<p>${en ? 'Confirm your address and get your reward:' : 'Подтвердите адрес и получите награду:'}</p><p><a href="${esc(link)}">${en ? 'Confirm e-mail' : 'Подтвердить e-mail'}</a></p>`,
  });
}

/** Confirms the address whose token this is; false for an unknown or used token. */
export async function confirmEmail(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(userEmails)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(userEmails.tokenHash, sha256(token)), isNull(userEmails.confirmedAt)))
    .returning({ userId: userEmails.userId });
  return rows.length === 1;
}

/** The player's address as stored (confirmed or not), or null without one. */
export async function emailOf(
  db: Db,
  userId: number,
): Promise<{ address: string; confirmed: boolean } | null> {
  const [r] = await db.select().from(userEmails).where(eq(userEmails.userId, userId));
  return r ? { address: r.email, confirmed: r.confirmedAt !== null } : null;
}

/** The player's confirmed address, or null. */
export async function confirmedEmail(db: Db, userId: number): Promise<string | null> {
  const e = await emailOf(db, userId);
  return e?.confirmed ? e.address : null;
}
