/**
 * Issue 8 in a real browser: sign-in with Google through the local mock provider returns to
 * the site whatever `redirect` an attacker puts into the start, and the ordinary button flow returns to
 * the page the player was on; the sandbox provider is announced as test money.
 */
import { expect, test, watchErrors } from './fixtures.ts';

test('a hostile redirect after provider sign-in lands on the site, signed in', async ({
  page,
  baseURL,
}) => {
  const errors = watchErrors(page);
  const site = new URL(baseURL!).origin;
  for (const hostile of [
    '/\t/evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '/x\r\nLocation: https://evil.example',
  ]) {
    await page.context().clearCookies();
    await page.goto('/faq');
    // The page's app has started: a late start would trade the hand-off meant for the landing page.
    await expect(page.getByRole('heading', { name: 'Частые вопросы' })).toBeVisible();
    // What a crafted link would make the browser ask for: the start call with a hostile return path.
    const start = await page.request.get(
      `/v1/auth/google?age_confirmed=true&terms_accepted=true&redirect=${encodeURIComponent(hostile)}`,
    );
    expect(start.status()).toBe(200);
    const { target } = (await start.json()) as { target: string };
    await page.goto(target);
    await expect(page, hostile).toHaveURL((url) => url.origin === site && url.pathname === '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Выйти' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('only the page the provider returns to takes the sign-in hand-off, not a page opened before', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  // An older page (the one left for the provider, or another tab) whose settings arrive late.
  let releaseConfig!: () => void;
  const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve));
  await page.route('**/nitro-api/config', async (route) => {
    await configHeld;
    await route.continue();
  });
  const handOffs: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/nitro-api/login')) handOffs.push(r.url());
  });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Частые вопросы' })).toBeVisible();
  // The sign-in runs to the provider's return in the same browser: the pending marker is set now.
  const start = await page.request.get('/v1/auth/google?age_confirmed=true&terms_accepted=true');
  const { target } = (await start.json()) as { target: string };
  const answer = await page.request.get(target, { maxRedirects: 0 });
  const callback = answer.headers().location!;
  const back = await page.request.get(callback, { maxRedirects: 0 });
  expect(back.status()).toBe(302);
  expect((await context.cookies()).map((c) => c.name)).toContain('external-pending');
  // Now the older page's settings arrive; it must leave the hand-off alone.
  const configAnswered = page.waitForResponse((r) => r.url().endsWith('/nitro-api/config'));
  releaseConfig();
  await configAnswered;
  // Something later did arrive: the page renders the settings (the sign-in dialog lists the providers
  // they name, and the hand-off would have been tried on that render), then sends a request of its own;
  // the page's requests are reported in the order it sends them.
  await page.evaluate(() => (location.hash = 'reg'));
  await expect(
    page.getByRole('dialog', { name: 'Вход на сайт' }).getByRole('button', { name: /Google/ }),
  ).toBeVisible();
  const marker = page.waitForRequest((r) => r.url().endsWith('/v1/monitoring/status?marker'));
  await page.evaluate(() => fetch('/v1/monitoring/status?marker').then((r) => r.status));
  await marker;
  expect(handOffs).toEqual([]);
  // The landing page takes it and signs the player in.
  const landing = await context.newPage();
  await landing.goto(back.headers().location!);
  await expect(landing.getByRole('banner').getByRole('button', { name: 'Выйти' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Google button signs a visitor in and returns to the page they were on', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/faq#reg');
  const dialog = page.getByRole('dialog', { name: 'Вход на сайт' });
  await dialog.getByRole('button', { name: /Google/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/faq');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Частые вопросы' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a callback link opened in another browser does not sign anybody in', async ({
  page,
  browser,
}) => {
  // The attacker starts a sign-in and stops at the provider's answer.
  const start = await page.request.get('/v1/auth/google?age_confirmed=true&terms_accepted=true');
  const { target } = (await start.json()) as { target: string };
  const answer = await page.request.get(target, { maxRedirects: 0 });
  const callback = answer.headers().location!;
  // The victim's browser (no binding cookie) opens the attacker's callback link.
  const victim = await browser.newContext();
  const victimPage = await victim.newPage();
  await victimPage.goto(callback);
  await expect(victimPage).toHaveURL((url) => url.pathname === '/');
  await expect(victimPage.getByRole('alert')).toContainText('начните его заново');
  await expect(victimPage.getByRole('banner').getByRole('button', { name: 'Выйти' })).toHaveCount(
    0,
  );
  await victim.close();
});

test('while the sandbox provider is on, the header and the top-up page say payments are test money', async ({
  page,
  player,
}) => {
  void player;
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('note', { name: 'Тестовые платежи' }),
  ).toBeVisible();
  await page.goto('/refill');
  await expect(page.getByRole('main').getByRole('note')).toContainText('Тестовые платежи');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('main').getByRole('note')).toBeVisible();
});
