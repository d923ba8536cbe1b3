/**
 * Page titles and descriptions per path, spec 000 §7 `POST /v1/seo/get`: Russian by default, English
 * for `en`. The same answer is written into the HTML the server sends, so crawlers see it without JS.
 */
import type { Language } from '@cases/domain/api/site-web';
import type { DbOrTx } from '../../db/client.ts';
import { localized, requestLang } from '../../platform/lang.ts';
import { snapshot } from '../cases/snapshot.ts';

export interface Seo {
  title: string;
  description: string;
}

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
    other: { title: SITE, description: 'Dota 2 cases with published odds and verifiable rolls.' },
  },
};

/** The language of a request header (kept here for the modules that import it from SEO). */
export { requestLang };

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
  const t = TEXT[lang];
  const open = /^\/open\/([^/]+)\/?$/.exec(path);
  const caseKey = open?.[1] && safeDecode(open[1]);
  if (caseKey) {
    const entry = (await snapshot(db)).byKey.get(caseKey);
    if (entry) {
      const name = localized(lang, entry.row.name, entry.row.nameEn);
      return {
        title: t.open!.title.replace('{name}', name),
        description: t.open!.description.replace('{name}', name),
      };
    }
  }
  const key =
    path === '/'
      ? 'home'
      : path.startsWith('/profile')
        ? 'profile'
        : path.startsWith('/refill')
          ? 'refill'
          : path.startsWith('/provably-fair')
            ? 'fair'
            : path.startsWith('/faq')
              ? 'faq'
              : 'other';
  return t[key]!;
}
