/**
 * FAQ content in Russian and English; `{site}` and `{game}` stand for the project's names (faqIn fills them). Question ids are global; the spec's FAQ-type deep link
 * (type 3 → category 5, question 19) points at the withdrawal question below. The console may replace them
 * at run time (faq-settings.ts, issue 30).
 */
import type { AdminFaq } from '@cases/domain/api/admin-content';
import type { FaqResponse } from '@cases/domain/api/platform';
import type { Language } from '@cases/domain/api/site-web';
import { withProjectNames, type GameProject } from '@cases/domain/projects';

type Entry = [id: number, ru: [string, string], en: [string, string]];
type Category = { id: number; ru: string; en: string; questions: Entry[] };

const CATEGORIES: Category[] = [
  {
    id: 1,
    ru: 'Начало',
    en: 'Getting started',
    questions: [
      [
        1,
        [
          'Что такое {site}?',
          'Магазин кейсов с настоящими предметами {game}: открывайте кейсы, продавайте выпавшее или выводите в Steam.',
        ],
        [
          'What is {site}?',
          'A shop of cases with real {game} items: open cases, sell what drops or withdraw it to Steam.',
        ],
      ],
      [
        2,
        [
          'Как зарегистрироваться?',
          'Нажмите «Быстрая регистрация» — мы создадим логин и пароль. Сохраните их: они нужны для входа.',
        ],
        [
          'How do I sign up?',
          'Press "Quick registration" — we create a login and password. Keep them: you need them to sign in.',
        ],
      ],
      [
        3,
        ['Сколько лет нужно, чтобы играть?', 'Сайт только для совершеннолетних: 18 лет и старше.'],
        ['How old must I be?', 'The site is for adults only: 18 or older.'],
      ],
    ],
  },
  {
    id: 2,
    ru: 'Баланс и оплата',
    en: 'Balance and payments',
    questions: [
      [
        4,
        [
          'Как пополнить баланс?',
          'Откройте «Пополнить», выберите сумму и способ оплаты. Деньги зачисляются после подтверждения платежа.',
        ],
        [
          'How do I top up?',
          'Open "Top up", choose an amount and a method. The money arrives once the payment is confirmed.',
        ],
      ],
      [
        5,
        [
          'Платёж прошёл, а баланс не изменился',
          'Статус заказа виден на странице результата; если он «успешно», баланс уже пополнен. Иначе напишите в поддержку с номером заказа.',
        ],
        [
          'I paid but my balance did not change',
          'The result page shows the order status; when it says success, the balance is credited. Otherwise contact support with the order number.',
        ],
      ],
      [
        6,
        ['Есть ли минимальная сумма?', 'Минимум 10 ₽, максимум 100 000 ₽ за один платёж.'],
        ['Is there a minimum?', 'At least 10 ₽ and at most 100,000 ₽ per payment.'],
      ],
    ],
  },
  {
    id: 3,
    ru: 'Кейсы',
    en: 'Cases',
    questions: [
      [
        7,
        [
          'Какие шансы у предметов?',
          'На странице каждого кейса указаны все предметы и их точные шансы. Те же веса используются при броске.',
        ],
        [
          'What are the odds?',
          'Every case page lists all items with their exact chances. The same weights are used for the roll.',
        ],
      ],
      [
        8,
        [
          'Что такое волатильность?',
          'Разброс выигрыша: 1 — ровные предметы, 4 — чаще дешёвые, но с шансом на дорогой.',
        ],
        [
          'What is volatility?',
          'How spread out the winnings are: 1 — even items, 4 — mostly cheap with a chance of an expensive one.',
        ],
      ],
      [
        9,
        [
          'Что такое x1…x5?',
          'Открытие нескольких кейсов сразу: каждый бросок отдельный и проверяемый.',
        ],
        ['What is x1…x5?', 'Opening several cases at once: every roll is separate and verifiable.'],
      ],
      [
        10,
        ['Как часто можно открыть бесплатный кейс?', 'Один раз в 24 часа.'],
        ['How often can I open the free case?', 'Once every 24 hours.'],
      ],
    ],
  },
  {
    id: 4,
    ru: 'Честность',
    en: 'Fairness',
    questions: [
      [
        11,
        [
          'Как проверить, что результат честный?',
          'До броска вы видите хэш сида сервера. После смены сида он раскрывается — и на странице проверки любой результат пересчитывается в браузере.',
        ],
        [
          'How can I check a result is fair?',
          'Before a roll you see the hash of the server seed. After rotating, the seed is revealed, and the check page recomputes any result in your browser.',
        ],
      ],
      [
        12,
        [
          'Можно ли задать свой сид?',
          'Да, в разделе Provably fair. Новый сид клиента начинает новую пару сидов.',
        ],
        [
          'Can I set my own seed?',
          'Yes, in the Provably fair section. A new client seed starts a new seed pair.',
        ],
      ],
      [
        13,
        ['Что такое nonce?', 'Номер броска в текущей паре сидов: 0, 1, 2…'],
        ['What is a nonce?', 'The number of the roll in the current seed pair: 0, 1, 2…'],
      ],
    ],
  },
  {
    id: 5,
    ru: 'Предметы и вывод',
    en: 'Items and withdrawal',
    questions: [
      [
        14,
        ['Где мои предметы?', 'В профиле, во вкладке инвентаря.'],
        ['Where are my items?', 'In your profile, on the inventory tab.'],
      ],
      [
        15,
        [
          'Как продать предмет?',
          'Нажмите «Продать» у предмета, выберите несколько или продайте всё — деньги сразу на балансе.',
        ],
        [
          'How do I sell an item?',
          'Press "Sell" on an item, select several, or sell all — the money is on your balance at once.',
        ],
      ],
      [
        16,
        ['По какой цене продаётся предмет?', 'По цене, указанной на предмете в инвентаре.'],
        ['At what price is an item sold?', 'At the price shown on the item in your inventory.'],
      ],
      [
        17,
        [
          'Что такое трейд-ссылка?',
          'Ссылка Steam для обмена. Её нужно указать в профиле перед выводом.',
        ],
        [
          'What is a trade link?',
          'Your Steam trade offer link. Add it to your profile before withdrawing.',
        ],
      ],
      [
        18,
        [
          'Сколько идёт вывод?',
          'Обычно несколько минут: бот готовит предмет и отправляет предложение обмена.',
        ],
        [
          'How long does a withdrawal take?',
          'Usually a few minutes: the bot prepares the item and sends a trade offer.',
        ],
      ],
      [
        19,
        [
          'Почему вывод не удался?',
          'Чаще всего из-за закрытого инвентаря Steam, неверной трейд-ссылки или ограничений обмена. Предмет возвращается в инвентарь, попробуйте снова.',
        ],
        [
          'Why did a withdrawal fail?',
          'Usually a private Steam inventory, a wrong trade link or trade restrictions. The item returns to your inventory; try again.',
        ],
      ],
      [
        20,
        [
          'Можно ли отменить вывод?',
          'Пока предложение обмена не принято, его можно отклонить в Steam — предмет вернётся.',
        ],
        [
          'Can I cancel a withdrawal?',
          'Until you accept the trade offer you can decline it in Steam — the item comes back.',
        ],
      ],
    ],
  },
];

/** The built-in FAQ in both languages, as the console edits it. */
export const DEFAULT_FAQ: AdminFaq = {
  categories: CATEGORIES.map((c) => ({
    id: c.id,
    title: c.ru,
    title_en: c.en,
    questions: c.questions.map(([id, ru, en]) => ({
      id,
      question: ru[0],
      answer: ru[1],
      question_en: en[0],
      answer_en: en[1],
    })),
  })),
};

/**
 * The FAQ page's answer in `lang` from the texts in both languages, `{site}` and `{game}` filled with the
 * project's shop and game names (issue 34: "DOTA CASES" and "Dota 2", or "CS CASES" and "CS2"), in the built-in
 * texts and in an operator's alike.
 */
export const faqIn = (faq: AdminFaq, lang: Language, project: GameProject): FaqResponse => {
  const fill = (text: string) => withProjectNames(text, project);
  return {
    categories: faq.categories.map((c) => ({
      id: c.id,
      title: fill(lang === 'ru' ? c.title : c.title_en),
      questions: c.questions.map((q) =>
        lang === 'ru'
          ? { id: q.id, question: fill(q.question), answer: fill(q.answer) }
          : { id: q.id, question: fill(q.question_en), answer: fill(q.answer_en) },
      ),
    })),
  };
};
