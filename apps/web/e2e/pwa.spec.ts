/**
 * Installable app and sign-up confirmations (spec 000 §1 PWA and auth checkboxes, §4 "Install
 * bonus" and new-build detection, §9 install bonus 200 coins): the manifest, service worker and
 * build manifest are served; quick registration carries the confirmations; in standalone mode the
 * install bonus is claimed once. None of these flows may log a console error.
 */
import { expect, test, watchErrors } from './fixtures.ts';

// The service worker is this spec's subject: the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the manifest, its icons, the service worker and build.json are served', async ({
  request,
  page,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as {
    name: string;
    lang: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(body).toMatchObject({ name: 'DOTA CASES', lang: 'ru', start_url: '/' });
  expect(body.display).toBe('standalone');
  expect(body.icons.map((i) => i.sizes).sort()).toEqual(['192x192', '512x512']);
  for (const icon of body.icons) {
    expect(icon.purpose).toContain('maskable');
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
  }

  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(await sw.text()).toContain("addEventListener('fetch'");

  const build = await request.get(`/build.json?t=${Date.now()}`);
  expect(build.status()).toBe(200);
  expect(((await build.json()) as { id: string }).id).toMatch(/^[0-9a-f]{16}$/);

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  // The page registers the worker with its project's site name and push icon (issue 34): the title and icon of
  // a push that comes without its own.
  const worker = new URL(
    await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? 'http://none/',
    ),
  );
  expect(worker.pathname).toBe('/sw.js');
  expect(worker.searchParams.get('site')).toBe('DOTA CASES');
  expect(worker.searchParams.get('icon')).toBe('/icon-192.svg');
});

test('the sign-up confirmations are ticked by default, gate quick registration and are sent', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/#reg');
  const dialog = page.getByRole('dialog', { name: 'Вход на сайт' });
  const age = dialog.getByRole('checkbox', { name: 'Мне есть 18 лет' });
  const terms = dialog.getByRole('checkbox', { name: 'Я принимаю пользовательское соглашение' });
  const register = dialog.getByRole('button', { name: 'Быстрая регистрация' });
  await expect(age).toBeChecked();
  await expect(terms).toBeChecked();
  await expect(dialog.getByRole('link', { name: 'пользовательское соглашение' })).toHaveAttribute(
    'href',
    '/user-agreement',
  );
  // Only Google (through the local mock) is configured on the test server.
  await expect(dialog.getByRole('button', { name: /Войти через/ })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: /Google/ })).toBeVisible();

  await terms.uncheck();
  await expect(register).toBeDisabled();
  await terms.check();
  await age.uncheck();
  await expect(register).toBeDisabled();
  await age.check();
  await expect(register).toBeEnabled();

  const sent = page.waitForRequest('**/v1/auth/registration/quick');
  await register.click();
  expect((await sent).postDataJSON()).toEqual({ age_confirmed: true, terms_accepted: true });
  const credentials = page.getByRole('dialog', { name: 'Ваши данные для входа' });
  await expect(credentials.getByLabel('Ваш логин')).toHaveValue(/\S{3,}/);
  await credentials.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Выйти' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a failed provider sign-in shows a translated toast and leaves the URL clean', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/faq?auth_error=terms_not_accepted');
  await expect(page.getByRole('alert')).toContainText('примите пользовательское соглашение');
  await expect(page).toHaveURL((url) => url.pathname === '/faq' && url.search === '');
  expect(errors).toEqual([]);
});

test('installed (display-mode standalone), a signed-in player gets 200 coins exactly once', async ({
  page,
  player,
  request,
}) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = original(query);
      if (query.includes('display-mode: standalone'))
        Object.defineProperty(list, 'matches', { value: true });
      return list;
    };
  });
  // The install bonus's own coins: the player's `bonus_pwa` operations (the season may pay other coins,
  // e.g. a pass task the top-up reached, at any moment: issue 28).
  const bonuses = async () => {
    const res = await request.get('/v1/users/operations?per_page=50', {
      headers: { Authorization: `Bearer ${player.token}` },
    });
    const body = (await res.json()) as { operations: { type: string; amount: number }[] };
    return body.operations.filter((o) => o.type === 'bonus_pwa').map((o) => o.amount);
  };
  expect(await bonuses()).toEqual([]);

  const claim = page.waitForResponse('**/v1/bonus/pwa');
  // The toast closes itself 3 s after it opens: look for it as soon as the claim is sent, not once the
  // page has loaded and the answer is read.
  const toast = page.getByRole('status').filter({ hasText: '+200 монет' });
  await Promise.all([
    page.waitForRequest('**/v1/bonus/pwa').then(() => expect(toast).toBeVisible()),
    page.goto('/'),
  ]);
  const answer = (await (await claim).json()) as { data: { granted_now: boolean } };
  expect(answer.data.granted_now).toBe(true);
  expect(await bonuses()).toEqual([200]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pwa-bonus-claimed'))).toBe('1');

  // Remembered locally: a reload does not claim again, and the balance stays.
  let claims = 0;
  page.on('request', (r) => {
    if (r.url().includes('/v1/bonus/pwa')) claims += 1;
  });
  // The reloaded page notes when the install bonus looks up whether it was claimed: the moment it
  // decides, and would send the claim at once.
  await page.addInitScript(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called on its storage below
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (key === 'pwa-bonus-claimed') document.documentElement.dataset.bonusChecked = 'true';
      return getItem.call(this, key);
    };
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Популярные' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-bonus-checked', 'true');
  // Something later did arrive: a request the page sends after that decision (the page's requests
  // are reported in the order it sends them).
  const marker = page.waitForRequest((r) => r.url().endsWith('/v1/monitoring/status?marker'));
  await page.evaluate(() => fetch('/v1/monitoring/status?marker').then((r) => r.status));
  await marker;
  expect(claims).toBe(0);
  expect(await bonuses()).toEqual([200]);

  // The server too grants it once, however often it is asked.
  const again = await request.get('/v1/bonus/pwa', {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(((await again.json()) as { data: { granted_now: boolean } }).data.granted_now).toBe(false);
  expect(await bonuses()).toEqual([200]);
  expect(errors).toEqual([]);
});
