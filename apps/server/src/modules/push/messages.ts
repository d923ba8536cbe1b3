/**
 * Texts of the notifications the shop sends (issue 13), in the player's interface language (users.lang).
 */
import type { PushMessage } from './provider.ts';

type Lang = 'ru' | 'en';
const langOf = (l: string): Lang => (l === 'en' ? 'en' : 'ru');
const prefix = (l: Lang) => (l === 'en' ? '/en' : '');

export function leaderboardPrizeMessage(
  lang: string,
  board: string,
  place: number,
  item: string,
): PushMessage {
  const l = langOf(lang);
  return {
    title: l === 'en' ? `Place ${place} in «${board}»!` : `${place} место в «${board}»!`,
    body:
      l === 'en' ? `Your prize ${item} is in your inventory.` : `Ваш приз ${item} уже в инвентаре.`,
    url: `${prefix(l)}/leaderboard`,
    tag: 'leaderboard-prize',
  };
}

export function dailyCaseReadyMessage(lang: string, caseName: string): PushMessage {
  const l = langOf(lang);
  return {
    title: l === 'en' ? 'Your daily case is ready' : 'Ежедневный кейс готов',
    body: l === 'en' ? `«${caseName}» can be opened again.` : `«${caseName}» снова можно открыть.`,
    url: `${prefix(l)}/daily-cases`,
    tag: 'daily-case',
  };
}

export function withdrawalDoneMessage(lang: string, item: string): PushMessage {
  const l = langOf(lang);
  return {
    title: l === 'en' ? 'Item delivered to Steam' : 'Предмет выведен в Steam',
    body:
      l === 'en' ? `${item} is in your Steam inventory.` : `${item} уже в вашем инвентаре Steam.`,
    url: `${prefix(l)}/profile`,
    tag: 'withdrawal',
  };
}

/** The first notification of a new subscription: it tells the player pushes work, and its delivery completes the
 * push mission (issue 44). */
export function pushEnabledMessage(lang: string): PushMessage {
  const l = langOf(lang);
  return {
    title: l === 'en' ? 'Notifications are on' : 'Уведомления включены',
    body:
      l === 'en'
        ? 'We will tell you about prizes, ready daily cases and items delivered to Steam.'
        : 'Сообщим о призах, готовых ежедневных кейсах и предметах, выведенных в Steam.',
    url: `${prefix(l)}/bonuses`,
    tag: 'push-enabled',
  };
}
