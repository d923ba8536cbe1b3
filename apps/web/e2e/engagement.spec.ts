/**
 * Issue 13 in the browser: the leaderboard carousel with its countdown and info popup; a player
 * completes a fast mission on /bonuses and claims its reward once; a daily case opened once from
 * /daily-cases and then counting down. Each page is looked at 360 px and 1280 px wide.
 */
import {
  TRADE_LINK,
  expect,
  horizontalOverflow,
  rub,
  headerBalance,
  screenshot,
  test,
  watchErrors,
} from './fixtures.ts';

test('the leaderboard carousel shows the running boards with a countdown and the info popup', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  // As many cards as the server runs boards (the season adds its own board, issue 28).
  const running = (await (await page.request.get('/v2/top/active')).json()) as unknown[];
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Таблица лидеров' })).toBeVisible();
  const boards = page.getByRole('list', { name: 'Активные турниры' }).getByRole('listitem');
  await expect(boards).toHaveCount(running.length);
  const first = boards.first().getByRole('article');
  await expect(first.getByRole('heading', { name: 'Гонка дня' })).toBeVisible();
  // The visitor has no place: a dash; the countdown ticks in padded, pluralised Russian units.
  await expect(first.getByTestId('own-place')).toHaveText('—');
  const countdown = first.getByLabel('До конца турнира');
  await expect(countdown).toContainText(/\d\d(день|дня|дней)\d\d(час|часа|часов)/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before!, { timeout: 3_000 });
  await expect(first.getByRole('button', { name: 'Гонка дня' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The info button opens the popup without selecting the card; the FAQ opens in a new tab.
  const second = boards.nth(1).getByRole('article');
  await second.getByRole('button', { name: 'Как участвовать' }).click();
  const dialog = page.getByRole('dialog', { name: 'Как участвовать в турнире' });
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  // Who may take a prize (issue 26), with the shop's figures.
  await expect(dialog).toContainText(
    /Призы получают только игроки, которые сами пополняли баланс: не меньше 100\s₽ за последние 30 дней/,
  );
  const faq = dialog.getByRole('link', { name: 'Подробнее в FAQ' });
  await expect(faq).toHaveAttribute('target', '_blank');
  await expect(faq).toHaveAttribute('href', '/faq');
  await screenshot(page, 'leaderboard-info-1280');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(second.getByRole('button', { name: 'Недельный марафон' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Selecting a card makes it the active board: its ranking shows.
  await second.getByRole('button', { name: 'Недельный марафон' }).click();
  await expect(page).toHaveURL(/board=/);
  const active = page.getByRole('region', { name: 'Недельный марафон' });
  await expect(active.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(active.getByRole('region', { name: 'Рейтинг турнира' })).toBeVisible();
  await screenshot(page, 'leaderboard-1280', { fullPage: true });

  await page.setViewportSize({ width: 360, height: 780 });
  // One card per view: the arrows show only where there is somewhere to go.
  const next = page.getByRole('button', { name: 'Следующий турнир' });
  const prev = page.getByRole('button', { name: 'Предыдущий турнир' });
  const track = page.getByRole('list', { name: 'Активные турниры' });
  /**
   * One step forward: the arrow scrolls smoothly to the next card's start (or the end), so wait until
   * the track has come to rest there and the next arrow shows whether there is further to go.
   */
  const forward = async () => {
    const { stop, end } = await track.evaluate((el: HTMLElement) => {
      const max = el.scrollWidth - el.clientWidth;
      const starts = [...el.children].map((c) => (c as HTMLElement).offsetLeft - el.offsetLeft);
      const at = Math.min(max, starts.find((s) => s > el.scrollLeft + 1) ?? max);
      return { stop: at, end: at >= max - 1 };
    });
    await next.click();
    await expect
      .poll(async () => Math.abs((await track.evaluate((el) => el.scrollLeft)) - stop))
      .toBeLessThanOrEqual(2);
    await expect(next).toBeVisible({ visible: !end });
  };
  await expect(next).toBeVisible();
  await expect(prev).toBeHidden();
  await forward();
  await expect(prev).toBeVisible();
  // Four cards: a few more steps reach the end, where the next arrow goes.
  for (let i = 0; i < 6 && (await next.isVisible()); i += 1) await forward();
  await expect(next).toBeHidden();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'leaderboard-360', { fullPage: true });
  void context;
  expect(errors).toEqual([]);
});

test('a player completes the trade-link mission on /bonuses and claims its reward once', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page);
  await page.goto('/bonuses');
  await expect(page.getByRole('heading', { level: 1, name: 'Бонусы' })).toBeVisible();
  const mission = page.getByRole('article', { name: 'Укажите трейд-ссылку' });
  await expect(mission.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('article', { name: 'Подпишитесь в Telegram' })).toBeVisible();
  await screenshot(page, 'bonuses-1280', { fullPage: true });

  await mission.getByRole('textbox', { name: 'Трейд-ссылка Steam' }).fill(TRADE_LINK);
  await mission.getByRole('button', { name: 'Сохранить' }).click();
  await expect(mission.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  const before = await api.balance(player.token);
  await mission.getByRole('button', { name: 'Забрать награду' }).click();
  await expect(mission.getByText('Награда получена')).toBeVisible();
  await expect(headerBalance(page)).toContainText(rub(before + 5));
  expect(await api.balance(player.token)).toBe(before + 5);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByRole('article', { name: 'Укажите трейд-ссылку' })).toContainText(
    'Награда получена',
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'bonuses-360', { fullPage: true });
  expect(errors).toEqual([]);
});

test('a daily case opens once from /daily-cases and then counts down', async ({ page, player }) => {
  void player;
  const errors = watchErrors(page);
  await page.goto('/daily-cases');
  await expect(page.getByRole('heading', { level: 1, name: 'Ежедневные кейсы' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('progressbar', { name: 'Опыт до следующего уровня' }),
  ).toBeVisible();
  // The header shows the level in its colour band beside the avatar (issue 13).
  await expect(page.getByRole('banner').getByLabel('Уровень 1')).toBeVisible();
  await expect(page.getByText(/Готов[ы]? к открытию: \d+ кейс/)).toBeVisible();
  await expect(page.getByText('После пополнения сегодня от')).toBeVisible();
  await screenshot(page, 'daily-cases-1280', { fullPage: true });

  await page.getByRole('link', { name: /Ежедневный подарок/ }).click();
  await page.getByRole('button', { name: 'Открыть бесплатно' }).click();
  await expect(page.getByRole('heading', { name: /Ваш выигрыш/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /Снова доступен через/ })).toBeDisabled();

  await page.goto('/daily-cases');
  const card = page.getByRole('link', { name: /Ежедневный подарок/ });
  await expect(card.locator('time')).toHaveText(/^2[34]:\d\d:\d\d$/);
  await expect(page.getByText('Следующий кейс через')).toBeVisible();

  // The experience modal of the route's optional flag.
  await page.goto('/daily-cases?exp=1');
  await expect(page.getByRole('dialog', { name: 'Опыт и уровни' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/daily-cases');
  await expect(page.getByRole('link', { name: /Ежедневный подарок/ })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'daily-cases-360', { fullPage: true });
  expect(errors).toEqual([]);
});
