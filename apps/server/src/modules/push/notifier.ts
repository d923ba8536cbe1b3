/**
 * One notifier per app (issue 13): push to every device of a player in the player's language, through
 * the configured provider. Built lazily and shared by the modules that notify (leaderboard prizes,
 * ready daily cases, finished withdrawals) — keyed by the database handle, so tests with several apps
 * never share one.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { EngagementConfig } from '../../engagement-config.ts';
import { createMailer, type Mail, type Mailer } from '../../platform/mail.ts';
import { createPushProvider, type PushMessage, type PushProvider } from './provider.ts';

export interface Notifier {
  push: PushProvider;
  mailer: Mailer;
  /**
   * Pushes `build(lang)` to the player's devices (only the subscription `endpoint` when given); returns how many
   * accepted. Never throws.
   */
  pushTo(userId: number, build: (lang: string) => PushMessage, endpoint?: string): Promise<number>;
  /** Mails `build(lang)`; false when the transport refused it. */
  mailTo(address: string, mail: Mail): Promise<boolean>;
}

interface Deps {
  db: Db;
  config: EngagementConfig;
  log?: { warn(obj: unknown, msg: string): void };
}

const notifiers = new WeakMap<object, Notifier>();

export function notifierFor({ db, config, log }: Deps): Notifier {
  const known = notifiers.get(db);
  if (known) return known;
  const push = createPushProvider({ db, config: config.push, log });
  const mailer = createMailer(config.mail);
  const n: Notifier = {
    push,
    mailer,
    async pushTo(userId, build, endpoint) {
      try {
        const [u] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
        if (!u) return 0;
        return await push.send(userId, build(u.lang), endpoint);
      } catch (err) {
        log?.warn({ err }, 'push failed');
        return 0;
      }
    },
    async mailTo(address, mail) {
      try {
        await mailer.send({ ...mail, to: address });
        return true;
      } catch (err) {
        log?.warn({ err }, 'mail failed');
        return false;
      }
    },
  };
  notifiers.set(db, n);
  return n;
}
