/**
 * The built-in page titles and descriptions (spec 000 §7 seo/get), Russian and English, of every game project
 * (issue 34, decision 019): one set of templates whose `{site}` and `{game}` are the project's site name and
 * the game's short name (packages/domain projects.ts), and each project's own wording where a template will
 * not do. `{name}` stays for the case pages (service.ts).
 */
import type { Language } from '@cases/domain/api/site-web';
import { withProjectNames, type GameProject } from '@cases/domain/projects';
import type { Seo } from '../../platform/web.ts';

/** A page's texts in both languages, keyed by page. */
export type SeoTable = Record<Language, Record<string, Seo>>;

const TEMPLATES: Record<Language, Record<string, Seo>> = {
  ru: {
    home: {
      title: '{site} — кейсы {game} с честными шансами',
      description:
        'Открывайте кейсы с реальными предметами {game}: опубликованные шансы, проверяемые броски, мгновенная продажа и вывод в Steam.',
    },
    open: {
      title: 'Кейс «{name}» — {site}',
      description: 'Кейс «{name}»: все предметы и их шансы, открытие x1–x5, проверяемый результат.',
    },
    profile: {
      title: 'Профиль игрока — {site}',
      description: 'Инвентарь, уровень и статистика игрока.',
    },
    refill: {
      title: 'Пополнение баланса — {site}',
      description: 'Пополните баланс и открывайте кейсы {game}.',
    },
    fair: {
      title: 'Provably fair — проверка бросков — {site}',
      description:
        'Как устроен честный бросок: сид сервера, сид клиента и nonce. Проверьте любой выпавший предмет.',
    },
    faq: {
      title: 'Вопросы и ответы — {site}',
      description: 'Ответы на частые вопросы об открытии кейсов, выводе предметов и пополнении.',
    },
    battles: {
      title: 'Битвы кейсов — {site}',
      description:
        'Битвы кейсов {game}: соберите комнату на 2–4 игрока, победитель забирает все предметы.',
    },
    upgrades: {
      title: 'Апгрейды предметов — {site}',
      description: 'Обменяйте предметы на более дорогие с честным шансом.',
    },
    contract: {
      title: 'Контракты — {site}',
      description: 'Соберите 3–10 предметов в контракт и получите один новый.',
    },
    sapper: {
      title: 'Techies — мини-игра — {site}',
      description: 'Мини-игра в стиле Techies: откройте безопасные клетки и заберите выигрыш.',
    },
    event: {
      title: 'Событие — {site}',
      description: 'Сезонное событие: кейсы, боевой пропуск и награды.',
    },
    leaderboard: {
      title: 'Таблица лидеров — {site}',
      description: 'Соревнуйтесь за призы в ограниченных по времени рейтингах.',
    },
    daily: {
      title: 'Ежедневные кейсы — {site}',
      description: 'Бесплатные ежедневные кейсы для игроков.',
    },
    bonuses: {
      title: 'Бонусы и задания — {site}',
      description: 'Выполняйте задания и получайте бонусы.',
    },
    offers: {
      title: 'Магазин предложений — {site}',
      description: 'Наборы кейсов, монет и бонусов со скидкой и персональные предложения.',
    },
    secret: {
      title: 'Секретный магазин — {site}',
      description: 'Предметы {game} ниже их цены: новая подборка каждый день.',
    },
    exchange: { title: 'Обмен скинов — {site}', description: 'Обменивайте предметы {game}.' },
    agreement: {
      title: 'Пользовательское соглашение — {site}',
      description: 'Правила пользования сайтом.',
    },
    conditions: {
      title: 'Условия и конфиденциальность — {site}',
      description: 'Условия участия и политика конфиденциальности.',
    },
    cookies: { title: 'Файлы cookie — {site}', description: 'Как сайт использует файлы cookie.' },
    contacts: { title: 'Контакты — {site}', description: 'Как связаться с поддержкой.' },
    welcome: {
      title: 'Добро пожаловать — {site}',
      description: 'Кейсы {game} с опубликованными шансами и проверяемыми бросками.',
    },
    other: {
      title: '{site}',
      description: 'Кейсы {game} с опубликованными шансами и проверяемыми бросками.',
    },
  },
  en: {
    home: {
      title: '{site} — {game} cases with fair odds',
      description:
        'Open cases of real {game} items: published odds, verifiable rolls, instant sale and Steam withdrawal.',
    },
    open: {
      title: '“{name}” case — {site}',
      description: '“{name}” case: every item with its chance, open x1–x5, verifiable result.',
    },
    profile: {
      title: 'Player profile — {site}',
      description: "A player's inventory, level and statistics.",
    },
    refill: {
      title: 'Top up — {site}',
      description: 'Top up your balance and open {game} cases.',
    },
    fair: {
      title: 'Provably fair — check rolls — {site}',
      description: 'How a fair roll works: server seed, client seed and nonce. Check any drop.',
    },
    faq: {
      title: 'FAQ — {site}',
      description: 'Answers about opening cases, withdrawing items and topping up.',
    },
    battles: {
      title: 'Case battles — {site}',
      description: '{game} case battles: rooms of 2–4 players, the winner takes every drop.',
    },
    upgrades: {
      title: 'Item upgrades — {site}',
      description: 'Trade items up for dearer ones at a fair chance.',
    },
    contract: {
      title: 'Contracts — {site}',
      description: 'Sign 3–10 items into a contract and get one new item.',
    },
    sapper: {
      title: 'Techies mini-game — {site}',
      description: 'A Techies mini-game: reveal safe cells and cash out.',
    },
    event: {
      title: 'Event — {site}',
      description: 'The seasonal event: cases, battle pass and rewards.',
    },
    leaderboard: {
      title: 'Leaderboard — {site}',
      description: 'Compete for prizes in time-limited rankings.',
    },
    daily: { title: 'Daily cases — {site}', description: 'Free daily cases for players.' },
    bonuses: {
      title: 'Bonuses and missions — {site}',
      description: 'Complete missions and earn bonuses.',
    },
    offers: {
      title: 'Offers shop — {site}',
      description: 'Bundles of cases, coins and bonuses at a discount, and personal offers.',
    },
    secret: {
      title: 'Secret shop — {site}',
      description: '{game} items below their price: a new selection every day.',
    },
    exchange: { title: 'Skin exchange — {site}', description: 'Exchange {game} items.' },
    agreement: { title: 'User agreement — {site}', description: 'The rules of using the site.' },
    conditions: {
      title: 'Conditions and privacy — {site}',
      description: 'Participation conditions and privacy policy.',
    },
    cookies: { title: 'Cookies — {site}', description: 'How the site uses cookies.' },
    contacts: { title: 'Contacts — {site}', description: 'How to reach support.' },
    welcome: {
      title: 'Welcome — {site}',
      description: '{game} cases with published odds and verifiable rolls.',
    },
    other: {
      title: '{site}',
      description: '{game} cases with published odds and verifiable rolls.',
    },
  },
};

/** Every page key with texts (the same for every project). */
export const SEO_PAGES = Object.keys(TEMPLATES.ru);

/** Each project's own wording over the templates (Dota's mini-game is Techies'; CS2's is a plain "Сапёр"). */
const OWN: Record<GameProject, { [L in Language]?: Record<string, Seo> }> = {
  dota: {},
  cs: {
    ru: {
      sapper: {
        title: 'Сапёр — мини-игра — {site}',
        description: 'Мини-игра «Сапёр»: откройте безопасные клетки и заберите выигрыш.',
      },
    },
    en: {
      sapper: {
        title: 'Mines mini-game — {site}',
        description: 'A mines mini-game: reveal safe cells and cash out.',
      },
    },
  },
};

const tables = new Map<GameProject, SeoTable>();

/** The built-in texts of `project`: every page in both languages, names filled in (built once). */
export function seoTexts(project: GameProject): SeoTable {
  let table = tables.get(project);
  if (!table) {
    const build = (lang: Language) =>
      Object.fromEntries(
        Object.entries({ ...TEMPLATES[lang], ...OWN[project][lang] }).map(([key, t]) => [
          key,
          {
            title: withProjectNames(t.title, project),
            description: withProjectNames(t.description, project),
          },
        ]),
      );
    table = { ru: build('ru'), en: build('en') };
    tables.set(project, table);
  }
  return table;
}
