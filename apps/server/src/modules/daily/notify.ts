/**
 * "Your daily case is ready" (spec 001 §7 notification preferences; issue 13): players who asked for
 * push or e-mail get one notice per claim once its 24 h cool-down ends. A `daily_notices` row (player,
 * case, claim time) is inserted before sending, so with several processes each notice goes out at most
 * once. Claims that became ready more than a day ago are not announced any more.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Db } from '../../db/client.ts';
import { cases, dailyPreferences, userEmails, users } from '../../db/schema/index.ts';
import { FREE_CASE_PERIOD_MS } from '../cases/open.ts';
import { dailyCaseReadyMessage } from '../push/messages.ts';
import { notifierFor } from '../push/notifier.ts';

export interface DailyNotifier {
  /** One pass; returns how many notices it claimed. */
  sweep(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createDailyNotifier(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  jobs: Jobs;
}): DailyNotifier {
  const { db, config, log, jobs } = deps;
  const notifier = notifierFor({ db, config: config.engagement, log });

  const sweep = async () => {
    const res: unknown = await db.execute(sql`
      insert into daily_notices (user_id, case_id, claimed_at)
      select c.user_id, c.case_id, c.last_opened_at
      from free_case_claims c
      join daily_preferences p on p.user_id = c.user_id and (p.push or p.email)
      where c.last_opened_at <= now() - ${FREE_CASE_PERIOD_MS} * interval '1 millisecond'
        and c.last_opened_at > now() - ${2 * FREE_CASE_PERIOD_MS} * interval '1 millisecond'
      on conflict do nothing
      returning user_id, case_id`);
    const due = (res as { rows: { user_id: number; case_id: number }[] }).rows;
    for (const n of due) {
      const [row] = await db
        .select({
          lang: users.lang,
          push: dailyPreferences.push,
          email: dailyPreferences.email,
          address: userEmails.email,
          confirmed: userEmails.confirmedAt,
          name: cases.name,
          nameEn: cases.nameEn,
        })
        .from(users)
        .innerJoin(dailyPreferences, eq(dailyPreferences.userId, users.id))
        .leftJoin(userEmails, eq(userEmails.userId, users.id))
        .innerJoin(cases, eq(cases.id, n.case_id))
        .where(eq(users.id, Number(n.user_id)));
      if (!row) continue;
      const caseName = row.lang === 'en' ? (row.nameEn ?? row.name) : row.name;
      const msg = dailyCaseReadyMessage(row.lang, caseName);
      if (row.push) await notifier.pushTo(Number(n.user_id), () => msg);
      if (row.email && row.address && row.confirmed)
        await notifier.mailTo(row.address, {
          to: row.address,
          subject: msg.title,
          text: `${msg.body}\n${config.publicUrl}${msg.url}`,
          html: `<p>${msg.body}</p><p><a href="${config.publicUrl}${msg.url}">${msg.title}</a></p>`,
        });
    }
    return due.length;
  };

  return {
    sweep,
    start() {
      if (config.engagement.daily.notifyMs <= 0) return;
      // One periodic job shared by every process (issue 14, platform/jobs.ts), not a timer in each.
      jobs.every('daily-notices', config.engagement.daily.notifyMs / 1000, sweep);
    },
    stop: () => Promise.resolve(),
  };
}
