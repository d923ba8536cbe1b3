/**
 * The leaderboard widget outside /leaderboard (spec 001 §2 Leaderboard widgets, §5, §9; issue 13): on
 * the front page and on /bonuses it shows the first running board with its prize pool, countdown,
 * description and top prize; five lines, all of them after "show everyone"; a leader's line goes to
 * their profile, and the header to /leaderboard with that board active. Looked at 360 and 1280 px.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, horizontalOverflow, screenshot, test, watchErrors } from './fixtures.ts';

interface Board {
  id: string;
  title: string;
}
interface Ranking {
  leaders: { position: number; user: { id: string } | null }[];
}

const firstBoard = async (request: APIRequestContext): Promise<Board> =>
  ((await (await request.get('/v2/top/active')).json()) as Board[])[0]!;

const rankedLeaders = async (request: APIRequestContext, boardId: string) =>
  ((await (await request.get(`/v2/top/ranking/${boardId}`)).json()) as Ranking).leaders.filter(
    (r) => r.user !== null,
  );

test('the front page shows the first board; its header opens it on /leaderboard, a leader their profile', async ({
  page,
  api,
  request,
}) => {
  test.slow(); // six players top up and open cases
  const errors = watchErrors(page);
  const board = await firstBoard(request);
  expect(board.title).toBe('Гонка дня');
  // The daily board takes players who spent 100 ₽ on cases: six of them, each a little more.
  const { slug, price } = await api.cheapestPaidCase();
  for (let i = 0; i < 6; i += 1) {
    const p = await api.fundedPlayer(500);
    for (let n = 0; n < Math.ceil(100 / price) + i; n += 1) await api.openCase(p.token, slug);
  }
  // The board's sweep counts them now (the server's test hook), not at its next turn.
  await api.runDue('leaderboards');
  const leaders = await rankedLeaders(request, board.id);
  expect(leaders.length).toBeGreaterThan(5);

  await page.goto('/');
  const widget = page.getByRole('region', { name: 'Топ игроков' });
  // The link is named by what it shows (issue 31): the board's title, prize fund and countdown.
  const head = widget.getByRole('link', { name: board.title });
  await expect(head).toHaveAttribute('title', `Открыть турнир «${board.title}» в таблице лидеров`);
  await expect(head).toHaveAttribute('href', `/leaderboard?board=${board.id}`);
  await expect(head).toContainText(/Призовой фонд\s*\d[\d\s]*₽/);
  await expect(head.getByLabel('До конца турнира')).toContainText(/\d\d(день|дня|дней)/);
  await expect(widget.getByText(/Разыгрываем \d[\d\s]*₽ на 10 призовых мест/)).toBeVisible();
  await expect(widget.getByRole('figure')).toContainText(/Главный приз.+\d\s₽/);

  // Five lines collapsed, every ranked player expanded.
  const lines = widget.getByRole('list', { name: 'Лидеры турнира' }).getByRole('listitem');
  await expect(lines).toHaveCount(5);
  const toggle = widget.getByRole('button', { name: /^Показать всех \(\d+\)$/ });
  await toggle.click();
  await expect(lines).toHaveCount(leaders.length);
  await expect(widget.getByRole('button', { name: 'Свернуть' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await screenshot(page, 'leaderboard-widget-1280');

  // The leader's avatar and name link to their profile.
  const leader = lines.first().getByRole('link');
  await expect(leader).toHaveAttribute('href', `/profile/${leaders[0]!.user!.id}`);
  await leader.click();
  await expect(page).toHaveURL((url) => url.pathname === `/profile/${leaders[0]!.user!.id}`);

  // The header makes its board the active one on the top page.
  await page.goto('/');
  await head.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/leaderboard' && url.searchParams.get('board') === board.id,
  );
  await expect(page.getByRole('button', { name: board.title })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: board.title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the widget sits below the missions on /bonuses and fits 360 px', async ({ page }) => {
  const errors = watchErrors(page);
  for (const path of ['/bonuses', '/']) {
    await page.goto(path);
    const widget = page.getByRole('region', { name: 'Топ игроков' });
    await expect(widget.getByRole('link', { name: /Призовой фонд/ })).toBeVisible();
    await expect(widget.getByRole('link', { name: 'Вся таблица →' })).toHaveAttribute(
      'href',
      /^\/leaderboard\?board=\d+$/,
    );
  }
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [path, name] of [
    ['/', 'front'],
    ['/bonuses', 'bonuses'],
  ] as const) {
    await page.goto(path);
    const widget = page.getByRole('region', { name: 'Топ игроков' });
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.getByRole('link', { name: /Призовой фонд/ })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `leaderboard-widget-${name}-360`);
  }
  expect(errors).toEqual([]);
});
