/**
 * The fast missions of the bonus page (spec 001 §1, §3; issue 13): what each pays and its texts in
 * both languages (`{site}` and `{game}`: the project's names, filled where they are served). Rewards are small on purpose: a new account can take each once, and what it wins
 * can be played or sold but not withdrawn before a deposit (issue 8's guards). Together they stay within the
 * per-account cap (MISSIONS_VALUE_CAP_RUB, 150 ₽: decision 022; value-report.test.ts holds them to it). Data of the
 * catalog layer, so that `npm run catalog:report` prices them (issue 44); modules/missions serves and pays them (its
 * catalog.ts).
 */
import type { MissionPrize, MissionType } from '@cases/domain/missions';
import { PWA_BONUS_COINS } from '@cases/domain/missions';

export interface MissionDef {
  type: MissionType;
  prize: MissionPrize;
  name: { ru: string; en: string };
  description: { ru: string; en: string };
}

export const MISSIONS: readonly MissionDef[] = [
  {
    type: 'push',
    prize: { kind: 'coins', amount: 50 },
    name: { ru: 'Включите уведомления', en: 'Turn on notifications' },
    description: {
      ru: 'Узнавайте первыми о призах в топе и готовых ежедневных кейсах.',
      en: 'Be the first to hear about leaderboard prizes and ready daily cases.',
    },
  },
  {
    type: 'pushPWA',
    prize: { kind: 'coins', amount: PWA_BONUS_COINS },
    name: { ru: 'Установите приложение', en: 'Install the app' },
    description: {
      ru: 'Добавьте {site} на главный экран и откройте его оттуда.',
      en: 'Add {site} to your home screen and open it from there.',
    },
  },
  {
    type: 'vk',
    prize: { kind: 'coins', amount: 10 },
    name: { ru: 'Подпишитесь во ВКонтакте', en: 'Follow us on VK' },
    description: {
      ru: 'Розыгрыши, промокоды и новости магазина.',
      en: 'Giveaways, promo codes and shop news.',
    },
  },
  {
    type: 'telegram',
    prize: { kind: 'coins', amount: 10 },
    name: { ru: 'Подпишитесь в Telegram', en: 'Join our Telegram' },
    description: {
      ru: 'Промокоды появляются там раньше всего.',
      en: 'Promo codes appear there first.',
    },
  },
  {
    type: 'youtube',
    prize: { kind: 'coins', amount: 10 },
    name: { ru: 'Подпишитесь на YouTube', en: 'Subscribe on YouTube' },
    description: {
      ru: 'Открытия кейсов и разборы обновлений {game}.',
      en: 'Case openings and {game} update reviews.',
    },
  },
  {
    type: 'trade_link',
    prize: { kind: 'money', amount: 500 },
    name: { ru: 'Укажите трейд-ссылку', en: 'Add your trade link' },
    description: {
      ru: 'Без неё предметы не вывести в Steam.',
      en: 'Items cannot be sent to Steam without it.',
    },
  },
  {
    type: 'email',
    prize: { kind: 'case', slug: 'daily-gift' },
    name: { ru: 'Подтвердите e-mail', en: 'Confirm your e-mail' },
    description: {
      ru: 'Письма о готовых кейсах и бонусах — не чаще раза в день.',
      en: 'Mail about ready cases and bonuses — at most once a day.',
    },
  },
];

export const missionDef = (type: MissionType): MissionDef => MISSIONS.find((m) => m.type === type)!;
