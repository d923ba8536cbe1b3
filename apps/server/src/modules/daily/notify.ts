/**
 * "Your daily case is ready" (spec 001 §7 notification preferences; issue 13): players who asked for
 * push or e-mail get one notice per claim once its 24 h cool-down ends. A `daily_notices` row (player,
 * case, claim time) is inserted before it is told, so with several processes each notice goes out at
 * most once; each is a `daily.case_ready` event with the channels the player chose, which the push area
 * sends. Claims that became ready more than a day ago are not announced any more.
 */
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Db } from '../../db/client.ts';
import { cases, dailyPreferences, userEmails, users } from '../../db/schema/index.ts';
import { FREE_CASE_PERIOD_MS } from '@cases/domain/catalog';
import type { AppEvents } from '../../kernel/events.ts';
import type { EventBus } from '../../platform/events.ts';

export interface DailyNotifier {
  /** One pass; returns how many notices it claimed. */
  sweep(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createDailyNotifier(deps: {
  db: Db;
  config: Config;
  jobs: Jobs;
  events: EventBus<AppEvents>;
}): DailyNotifier {
  const { db, config, jobs, events } = deps;

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
      // The push area sends it; the pass waits, so a notice is out when its pass ends.
      await events.publish('daily.case_ready', {
        userId: Number(n.user_id),
        lang: row.lang,
        caseName: row.lang === 'en' ? (row.nameEn ?? row.name) : row.name,
        push: row.push,
        email: row.email && row.address && row.confirmed ? row.address : null,
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
