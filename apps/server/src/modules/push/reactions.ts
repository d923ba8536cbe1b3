/**
 * What the push area does when other areas tell it something (kernel/events.ts; issue 13 notices): a
 * won leaderboard prize and a finished withdrawal are pushed to the player's devices; a ready daily
 * case is pushed and mailed on the channels the player chose (the daily area decided which). Each
 * notice is a courtesy: a failure is logged by the notifier and changes nothing else.
 */
import type { App, AppDeps } from '../../platform/types.ts';
import { dailyCaseReadyMessage, leaderboardPrizeMessage } from './messages.ts';
import { notifierFor } from './notifier.ts';
import { notifyWithdrawal } from './withdrawal.ts';

export function subscribeNotices(app: App, { db, config }: AppDeps): void {
  const notifier = () => notifierFor({ db, config: config.engagement, log: app.log });

  app.events.on('leaderboard.prize_won', async (p) => {
    await notifier().pushTo(p.userId, (lang) =>
      leaderboardPrizeMessage(lang, p.boardTitle, p.position, p.itemName),
    );
  });

  app.events.on('withdrawal.delivered', (w) => notifyWithdrawal(db, config.engagement, w));

  app.events.on('daily.case_ready', async (d) => {
    const msg = dailyCaseReadyMessage(d.lang, d.caseName);
    if (d.push) await notifier().pushTo(d.userId, () => msg);
    if (d.email)
      await notifier().mailTo(d.email, {
        to: d.email,
        subject: msg.title,
        text: `${msg.body}\n${config.publicUrl}${msg.url}`,
        html: `<p>${msg.body}</p><p><a href="${config.publicUrl}${msg.url}">${msg.title}</a></p>`,
      });
  });
}
