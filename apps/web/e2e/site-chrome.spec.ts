/**
 * The site's global chrome (spec 000 §2 global overlays and menus, §4 analytics): cookie bar,
 * scammer warning, the mobile bottom bar and side menu, page-view analytics, the guide modal; plus screenshots of
 * new pages.
 */
import { expectNoSeriousA11yIssues } from './axe.ts';
import { expect, horizontalOverflow, screenshot, test } from './fixtures.ts';

test.describe('overlays', () => {
  test.use({ quietOverlays: false });

  test('the cookie bar stays until accepted and links to /cookies in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Согласие на cookie' });
    await expect(bar).toBeVisible();
    const more = bar.getByRole('link', { name: 'Подробнее' });
    await expect(more).toHaveAttribute('href', '/cookies');
    await expect(more).toHaveAttribute('target', '_blank');
    await page.goto('/faq');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Принять' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Частые вопросы' })).toBeVisible();
    await expect(bar).toBeHidden();
  });

  test('a signed-in player sees the scammer warning until dismissed for good', async ({
    page,
    player,
  }) => {
    expect(player.token).toBeTruthy();
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Осторожно, мошенники!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(5);
    await dialog.getByRole('checkbox', { name: 'Не показывать снова' }).check();
    await dialog.getByRole('button', { name: 'Понятно' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Популярные' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

for (const width of [360, 1280])
  test(`the footer's "how it works" opens the guide at ${width} px; it fits, passes axe and closes back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'Частые вопросы' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Как это работает' }).click();
    const guide = page.getByRole('dialog', { name: 'Как это работает' });
    await expect(guide.getByRole('listitem')).toHaveCount(4);
    await expect(page).toHaveURL(/\/faq#guide$/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, `guide-${width}`);
    await page.keyboard.press('Escape');
    await expect(guide).toHaveCount(0);
    await expect(page).toHaveURL(/\/faq$/);
    // A link in it goes where it says and closes it.
    await page.goto('/faq#guide');
    await guide.getByRole('link', { name: 'Пополнить' }).click();
    await expect(page).toHaveURL(/\/refill$/);
    await expect(guide).toHaveCount(0);
  });

test('below 768 px the bottom bar and the side menu replace the header menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeHidden();
  const bar = page.getByRole('navigation', { name: 'Мобильное меню' });
  for (const name of ['Главная', 'Битвы', 'Ежедневные'])
    await expect(bar.getByRole('link', { name })).toBeVisible();
  await bar.getByRole('button', { name: 'Меню' }).click();
  const menu = page.getByRole('dialog', { name: 'Меню' });
  for (const name of ['Ежедневные', 'Топ', 'Секретный магазин', 'Бонусы', 'Контракты'])
    await expect(menu.getByRole('link', { name })).toBeVisible();
  for (const name of ['Апгрейды', 'Битвы', 'FAQ'])
    await expect(menu.getByRole('link', { name })).toBeVisible();
  const vk = menu.getByRole('link', { name: 'ВКонтакте' });
  await expect(vk).toHaveAttribute('href', 'https://vk.com/');
  await expect(vk).toHaveAttribute('target', '_blank');
  await expect(vk).toHaveAttribute('rel', /noopener/);
  await expect(menu.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
    'href',
    'https://t.me/',
  );
  await expect(menu.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/',
  );
  await screenshot(page, 'mobile-menu-360');
  await menu.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(menu).toBeHidden();
});

test('page views are batched to the analytics endpoint with the landing campaign', async ({
  page,
}) => {
  // Collect every batch: under load the two views may land in one batch or in two.
  const events: {
    name: string;
    path: string;
    referrer: string;
    utm_source: string;
    session_id: string;
    props?: Record<string, string | number>;
  }[] = [];
  let batches = 0;
  page.on('request', (r) => {
    if (!r.url().endsWith('/v1/analytics/events') || r.method() !== 'POST') return;
    batches += 1;
    events.push(...(r.postDataJSON() as { events: typeof events }).events);
  });
  await page.goto('/faq?utm_source=news&utm_campaign=spring');
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Кейсы' })
    .click();
  await expect
    .poll(() => events.map((e) => e.path), { timeout: 15_000 })
    .toEqual(['/faq?utm_source=news&utm_campaign=spring', '/']);
  expect(batches).toBeLessThanOrEqual(2);
  expect(events[0]).toMatchObject({ name: 'page_view', referrer: 'Direct', utm_source: 'news' });
  expect(events[1]?.referrer).toContain('/faq?');
  expect(events[1]?.utm_source).toBe('news');
  expect(events[1]?.session_id).toBe(events[0]?.session_id);
  // The usage record's additional info: the language, the landing page (kept on later views), the screen.
  const screen = await page.evaluate(() => [window.screen.width, window.screen.height]);
  for (const e of events)
    expect(e.props).toEqual({
      language: 'ru',
      landing_page: '/faq?utm_source=news&utm_campaign=spring',
      screen_width: screen[0],
      screen_height: screen[1],
    });
});

test('a signed-in player from a campaign link is reported once to /v1/users/sessions', async ({
  page,
  player,
}) => {
  expect(player.token).toBeTruthy();
  const session = page.waitForRequest(
    (r) => r.url().endsWith('/v1/users/sessions') && r.method() === 'POST',
  );
  await page.goto('/?gclid=abc');
  const req = await session;
  expect(req.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  expect(new URLSearchParams(req.postData() ?? '').get('session_url')).toContain('gclid=abc');
  expect((await req.response())?.status()).toBe(200);
});

test('screenshots of the FAQ and the battles page at 360 and 1280 px', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/faq?type=3');
    await expect(page.locator('details#faq-5-19')).toHaveAttribute('open', '');
    await screenshot(page, `faq-${width}`, { fullPage: true });
    await page.goto('/battles');
    await expect(page.getByRole('heading', { name: 'Битвы' })).toBeVisible();
    await screenshot(page, `battles-${width}`, { fullPage: true });
    const overflow = await horizontalOverflow(page);
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  }
});
