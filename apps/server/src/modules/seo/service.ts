/**
 * Page titles and descriptions per path, spec 000 §7 `POST /v1/seo/get`: Russian by default, English
 * for `en`. The same answer is written into the HTML the server sends, so crawlers see it without JS. An
 * operator may change a page's texts in the console (seo-settings.ts, admin-routes.ts; issue 30).
 */
import type { SeoTexts } from '@cases/domain/api/admin-content';
import type { Language } from '@cases/domain/api/site-web';
import type { DbOrTx } from '../../db/client.ts';
import { localized } from '../../platform/lang.ts';
import type { Seo } from '../../platform/web.ts';
import { snapshot } from '../../kernel/catalog/snapshot.ts';
import { seoOverrides } from './seo-settings.ts';

const SITE = 'DOTA CASES';
const TEXT: Record<Language, Record<string, Seo>> = {
  ru: {
    home: {
      title: `${SITE} — кейсы Dota 2 с честными шансами`,
      description:
        'Открывайте кейсы с реальными предметами Dota 2: опубликованные шансы, проверяемые броски, мгновенная продажа и вывод в Steam.',
    },
    open: {
      title: `Кейс «{name}» — ${SITE}`,
      description: 'Кейс «{name}»: все предметы и их шансы, открытие x1–x5, проверяемый результат.',
    },
    profile: {
      title: `Профиль игрока — ${SITE}`,
      description: 'Инвентарь, уровень и статистика игрока.',
    },
    refill: {
      title: `Пополнение баланса — ${SITE}`,
      description: 'Пополните баланс и открывайте кейсы Dota 2.',
    },
    fair: {
      title: `Provably fair — проверка бросков — ${SITE}`,
      description:
        'Как устроен честный бросок: сид сервера, сид клиента и nonce. Проверьте любой выпавший предмет.',
    },
    faq: {
      title: `Вопросы и ответы — ${SITE}`,
      description: 'Ответы на частые вопросы об открытии кейсов, выводе предметов и пополнении.',
    },
    battles: {
      title: `Битвы кейсов — ${SITE}`,
      description:
        'Битвы кейсов Dota 2: соберите комнату на 2–4 игрока, победитель забирает все предметы.',
    },
    upgrades: {
      title: `Апгрейды предметов — ${SITE}`,
      description: 'Обменяйте предметы на более дорогие с честным шансом.',
    },
    contract: {
      title: `Контракты — ${SITE}`,
      description: 'Соберите 3–10 предметов в контракт и получите один новый.',
    },
    sapper: {
      title: `Techies — мини-игра — ${SITE}`,
      description: 'Мини-игра в стиле Techies: откройте безопасные клетки и заберите выигрыш.',
    },
    event: {
      title: `Событие — ${SITE}`,
      description: 'Сезонное событие: кейсы, боевой пропуск и награды.',
    },
    leaderboard: {
      title: `Таблица лидеров — ${SITE}`,
      description: 'Соревнуйтесь за призы в ограниченных по времени рейтингах.',
    },
    daily: {
      title: `Ежедневные кейсы — ${SITE}`,
      description: 'Бесплатные ежедневные кейсы для игроков.',
    },
    bonuses: {
      title: `Бонусы и задания — ${SITE}`,
      description: 'Выполняйте задания и получайте бонусы.',
    },
    offers: {
      title: `Магазин предложений — ${SITE}`,
      description: 'Наборы кейсов, монет и бонусов со скидкой и персональные предложения.',
    },
    secret: {
      title: `Секретный магазин — ${SITE}`,
      description: 'Предметы Dota 2 ниже их цены: новая подборка каждый день.',
    },
    exchange: { title: `Обмен скинов — ${SITE}`, description: 'Обменивайте предметы Dota 2.' },
    agreement: {
      title: `Пользовательское соглашение — ${SITE}`,
      description: 'Правила пользования сайтом.',
    },
    conditions: {
      title: `Условия и конфиденциальность — ${SITE}`,
      description: 'Условия участия и политика конфиденциальности.',
    },
    cookies: { title: `Файлы cookie — ${SITE}`, description: 'Как сайт использует файлы cookie.' },
    contacts: { title: `Контакты — ${SITE}`, description: 'Как связаться с поддержкой.' },
    console: {
      title: `Консоль оператора — ${SITE}`,
      description: 'Служебный раздел для сотрудников магазина.',
    },
    welcome: {
      title: `Добро пожаловать — ${SITE}`,
      description: 'Кейсы Dota 2 с опубликованными шансами и проверяемыми бросками.',
    },
    other: {
      title: SITE,
      description: 'Кейсы Dota 2 с опубликованными шансами и проверяемыми бросками.',
    },
  },
  en: {
    home: {
      title: `${SITE} — Dota 2 cases with fair odds`,
      description:
        'Open cases of real Dota 2 items: published odds, verifiable rolls, instant sale and Steam withdrawal.',
    },
    open: {
      title: `“{name}” case — ${SITE}`,
      description: '“{name}” case: every item with its chance, open x1–x5, verifiable result.',
    },
    profile: {
      title: `Player profile — ${SITE}`,
      description: "A player's inventory, level and statistics.",
    },
    refill: {
      title: `Top up — ${SITE}`,
      description: 'Top up your balance and open Dota 2 cases.',
    },
    fair: {
      title: `Provably fair — check rolls — ${SITE}`,
      description: 'How a fair roll works: server seed, client seed and nonce. Check any drop.',
    },
    faq: {
      title: `FAQ — ${SITE}`,
      description: 'Answers about opening cases, withdrawing items and topping up.',
    },
    battles: {
      title: `Case battles — ${SITE}`,
      description: 'Dota 2 case battles: rooms of 2–4 players, the winner takes every drop.',
    },
    upgrades: {
      title: `Item upgrades — ${SITE}`,
      description: 'Trade items up for dearer ones at a fair chance.',
    },
    contract: {
      title: `Contracts — ${SITE}`,
      description: 'Sign 3–10 items into a contract and get one new item.',
    },
    sapper: {
      title: `Techies mini-game — ${SITE}`,
      description: 'A Techies mini-game: reveal safe cells and cash out.',
    },
    event: {
      title: `Event — ${SITE}`,
      description: 'The seasonal event: cases, battle pass and rewards.',
    },
    leaderboard: {
      title: `Leaderboard — ${SITE}`,
      description: 'Compete for prizes in time-limited rankings.',
    },
    daily: { title: `Daily cases — ${SITE}`, description: 'Free daily cases for players.' },
    bonuses: {
      title: `Bonuses and missions — ${SITE}`,
      description: 'Complete missions and earn bonuses.',
    },
    offers: {
      title: `Offers shop — ${SITE}`,
      description: 'Bundles of cases, coins and bonuses at a discount, and personal offers.',
    },
    secret: {
      title: `Secret shop — ${SITE}`,
      description: 'Dota 2 items below their price: a new selection every day.',
    },
    exchange: { title: `Skin exchange — ${SITE}`, description: 'Exchange Dota 2 items.' },
    agreement: { title: `User agreement — ${SITE}`, description: 'The rules of using the site.' },
    conditions: {
      title: `Conditions and privacy — ${SITE}`,
      description: 'Participation conditions and privacy policy.',
    },
    cookies: { title: `Cookies — ${SITE}`, description: 'How the site uses cookies.' },
    contacts: { title: `Contacts — ${SITE}`, description: 'How to reach support.' },
    console: {
      title: `Operator console — ${SITE}`,
      description: 'A staff-only area of the shop.',
    },
    welcome: {
      title: `Welcome — ${SITE}`,
      description: 'Dota 2 cases with published odds and verifiable rolls.',
    },
    other: { title: SITE, description: 'Dota 2 cases with published odds and verifiable rolls.' },
  },
};

/** Page keys an operator may retitle in the console (the console's own page stays as it is). */
export const SEO_PAGE_KEYS = Object.keys(TEXT.ru).filter((k) => k !== 'console');

/** The built-in texts of page `key` in both languages. */
export const defaultSeo = (key: string): SeoTexts => ({
  title: TEXT.ru[key]!.title,
  description: TEXT.ru[key]!.description,
  title_en: TEXT.en[key]!.title,
  description_en: TEXT.en[key]!.description,
});

/** Page `key`'s texts in `lang`: the operator's when saved (seo-settings.ts), else the built-in ones. */
async function textsOf(db: DbOrTx, key: string, lang: Language): Promise<Seo> {
  const own = key === 'console' ? undefined : (await seoOverrides(db))[key];
  if (!own) return TEXT[lang][key]!;
  return lang === 'ru'
    ? { title: own.title, description: own.description }
    : { title: own.title_en, description: own.description_en };
}

/** Which texts a path gets: the first prefix that matches (aliases share their page's texts). */
const PAGE_KEYS: [prefix: string, key: string][] = [
  ['/profile', 'profile'],
  ['/refill', 'refill'],
  ['/provably-fair', 'fair'],
  ['/faq', 'faq'],
  ['/battles', 'battles'],
  ['/upgrades', 'upgrades'],
  ['/contract', 'contract'],
  ['/sapper', 'sapper'],
  ['/ninja-defuse', 'sapper'],
  ['/techies', 'sapper'],
  ['/event-condition', 'conditions'],
  ['/privacy-policy', 'conditions'],
  ['/event', 'event'],
  ['/new-cases', 'event'],
  ['/leaderboard', 'leaderboard'],
  ['/daily-cases', 'daily'],
  ['/bonuses', 'bonuses'],
  ['/offers-shop', 'offers'],
  ['/secret-shop', 'secret'],
  ['/skin-exchange', 'exchange'],
  ['/user-agreement', 'agreement'],
  ['/cookies', 'cookies'],
  ['/contacts', 'contacts'],
  ['/welcome', 'welcome'],
  ['/admin', 'console'],
];

/** A percent-decoded path segment, or null when it is malformed (`%E0`). */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Title and description of a path (query and hash ignored; a leading `/en` locale prefix switches to English). */
export async function seoFor(db: DbOrTx, rawUrl: string, lang: Language): Promise<Seo> {
  let path = rawUrl.split(/[?#]/)[0] ?? '/';
  try {
    path = new URL(rawUrl, 'http://x').pathname;
  } catch {
    /* keep the raw path */
  }
  if (path === '/en' || path.startsWith('/en/')) {
    lang = 'en';
    path = path.slice(3) || '/';
  }
  const open = /^\/open\/([^/]+)\/?$/.exec(path);
  const caseKey = open?.[1] && safeDecode(open[1]);
  if (caseKey) {
    const entry = (await snapshot(db)).byKey.get(caseKey);
    if (entry) {
      const name = localized(lang, entry.row.name, entry.row.nameEn);
      const t = await textsOf(db, 'open', lang);
      return {
        title: t.title.replaceAll('{name}', name),
        description: t.description.replaceAll('{name}', name),
      };
    }
  }
  const key =
    path === '/' ? 'home' : (PAGE_KEYS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'other');
  // The operator console (issue 30) is for staff: never in a search engine.
  const t = await textsOf(db, key, lang);
  return key === 'console' ? { ...t, noindex: true } : t;
}
