/**
 * Sound (issue 31): nothing plays before the player's first pointerdown/keydown; after it, opening a
 * case plays reel ticks that slow with the reel and a reveal sting; the header's mute toggle silences
 * everything and is remembered after a reload. Playback is observed twice: the sound module's record
 * (`window.__sounds`, on with localStorage `debug-sounds`) and every Web Audio source actually
 * started (AudioBufferSourceNode.start, wrapped here), plus the requests for /sounds/*.mp3.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  horizontalOverflow,
  rub,
  screenshot,
  signInContext,
  test,
  waitForPost,
  waitForTakeOver,
  watchErrors,
} from './fixtures.ts';

// The ticks follow the reels and reveals as they move. (playwright.config.ts asks for reduced motion elsewhere.)
test.use({ reducedMotion: 'no-preference' });

interface Played {
  name: string;
  rate: number;
  at: number;
}

const played = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sounds?: Played[] }).__sounds ?? []);
const started = (page: Page) =>
  page.evaluate(() => (window as unknown as { __audioStarts?: number }).__audioStarts ?? 0);

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    localStorage.setItem('debug-sounds', '1');
    const w = window as unknown as { __audioStarts: number };
    w.__audioStarts = 0;
    // Wrapped, not called detached: `apply` gives it its node back.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.__audioStarts += 1;
      return start.apply(this, args);
    };
  });
});

test('sound waits for the first interaction, plays ticks and a reveal, and the mute toggle is remembered', async ({
  page,
  api,
  player,
}) => {
  const errors = watchErrors(page);
  const soundFiles: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/sounds/')) soundFiles.push(r.url());
  });
  const box = await api.cheapestPaidCase();
  await page.goto(`/open/${box.slug}`);
  const openButton = page.getByRole('button', { name: `Открыть за ${rub(box.price)}` });
  const again = page.getByRole('button', { name: 'Открыть ещё' });

  // A script-driven click is no user interaction: the roulette spins in silence.
  await openButton.evaluate((b: HTMLButtonElement) => b.click());
  await expect(page.getByRole('region', { name: 'Открытие кейса' })).toBeVisible();
  await expect(again).toBeVisible({ timeout: 15_000 });
  expect(await played(page)).toEqual([]);
  expect(await started(page)).toBe(0);
  expect(soundFiles).toEqual([]);

  // After a real click the next opening ticks with the reel and ends on a reveal sting.
  await again.click();
  await openButton.click();
  await expect(again).toBeVisible({ timeout: 15_000 });
  const sounds = await played(page);
  const ticks = sounds.filter((s) => s.name === 'tick');
  expect(ticks.length).toBeGreaterThan(8);
  expect(sounds.at(-1)!.name).toMatch(/^reveal-(low|mid|high)$/);
  // The ticks slow with the reel: the pitch falls (it follows the reel's speed, whatever the machine's), and the
  // longest of the last gaps is longer than the shortest of the first. The gaps are wall-clock times, and a busy
  // machine draws few frames early on: CI heard first gaps averaging 560 ms beside last ones of 601 ms, so a
  // ratio between the two ends decides nothing there.
  const gaps = ticks.slice(1).map((t, i) => t.at - ticks[i]!.at);
  expect(Math.max(...gaps.slice(-3))).toBeGreaterThan(Math.min(...gaps.slice(0, 3)));
  expect(ticks.at(-1)!.rate).toBeLessThan(ticks[0]!.rate);
  await expect.poll(() => started(page)).toBeGreaterThan(8);
  expect(soundFiles).toContainEqual(expect.stringMatching(/\/sounds\/tick\.mp3$/));

  // Muted: the next opening is silent, and stays so after a reload.
  const mute = page.getByRole('banner').getByRole('button', { name: 'Без звука' });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  const before = { sounds: (await played(page)).length, starts: await started(page) };
  await again.click();
  await openButton.click();
  await expect(again).toBeVisible({ timeout: 15_000 });
  expect((await played(page)).length).toBe(before.sounds);
  expect(await started(page)).toBe(before.starts);

  // (These openings skip the animation: the reveal sting still comes at its end. On a loaded machine
  // the reel may stop before the press lands; then there is nothing left to skip.)
  const skipButton = page.getByRole('button', { name: 'Пропустить анимацию' });
  const skip = { click: () => skipButton.click({ timeout: 5_000 }).catch(() => undefined) };
  await page.reload();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await openButton.click();
  await skip.click();
  await expect(again).toBeVisible({ timeout: 15_000 });
  expect(await played(page)).toEqual([]);
  expect(await started(page)).toBe(0);
  // Sound back on: the next opening is heard again.
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await again.click();
  await openButton.click();
  await skip.click();
  await expect(again).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await played(page)).map((s) => s.name).join())
    .toMatch(/reveal-(low|mid|high)/);
  await expect.poll(() => started(page)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  void player;
});

test('a battle plays its round and reel ticks, mines play click, gem or blast, and claim', async ({
  page,
  api,
  player,
  request,
}) => {
  const errors = watchErrors(page);
  await api.topUp(player.token, 500);
  // A 2-seat battle of the cheapest battle case; the player takes the free seat (a real click).
  const headers = (token: string) => ({ Authorization: `Bearer ${token}` });
  const cases = (await (await request.get('/battles-api/cases')).json()) as {
    sections: { cases: { id: string; price_data: { price: number } }[] }[];
  };
  const cheapest = cases.sections
    .flatMap((s) => s.cases)
    .filter((c) => c.price_data.price > 0)
    .sort((a, b) => a.price_data.price - b.price_data.price)[0]!;
  const owner = await api.fundedPlayer(1_000);
  const created = await request.post('/battles-api/battles', {
    headers: headers(owner.token),
    data: { case_ids: [cheapest.id], seats: 2, teams: false, is_crazy: false },
  });
  expect(created.status()).toBe(200);
  const { battle_ulid: ulid } = (await created.json()) as { battle_ulid: string };
  await page.goto(`/battles/${ulid}`);
  await page.getByRole('button', { name: 'Занять место' }).click();
  await expect.poll(async () => (await played(page)).map((s) => s.name)).toContain('round');
  // Reel ticks, several of them (a loaded machine drops animation frames, so not a fixed count: CI
  // once heard 5 where 6 were asked for).
  await expect
    .poll(async () => (await played(page)).filter((s) => s.name === 'tick').length)
    .toBeGreaterThan(2);

  // Mines: a click, then a gem (and the cash-out's claim) or the blast.
  await page.goto('/sapper');
  await page
    .getByRole('group', { name: 'Мин на поле' })
    .getByRole('button', { name: '1', exact: true })
    .click();
  await page.getByLabel('Ставка, ₽').fill('10');
  await page.getByRole('button', { name: 'Начать игру' }).click();
  const answer = waitForPost(page, '/v1/sapper/reveal');
  await page.getByRole('button', { name: 'Клетка 13', exact: true }).click();
  const res = (await (await answer).json()) as { game: { status: string } };
  if (res.game.status === 'open') {
    await expect
      .poll(async () => (await played(page)).map((s) => s.name))
      .toEqual(['click', 'gem']);
    await page.getByRole('button', { name: /^Забрать/ }).click();
    await expect
      .poll(async () => (await played(page)).map((s) => s.name))
      .toEqual(['click', 'gem', 'claim']);
  } else
    await expect
      .poll(async () => (await played(page)).map((s) => s.name))
      .toEqual(['click', 'blast']);
  expect(errors).toEqual([]);
});

for (const width of [360, 1280])
  for (const signedIn of [false, true])
    test(`at ${width} px the mute toggle fits the one-row header (${signedIn ? 'signed in' : 'guest'})`, async ({
      page,
      context,
      api,
      baseURL,
    }) => {
      if (signedIn) await signInContext(context, baseURL!, (await api.fundedPlayer(500)).token);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await waitForTakeOver(page);
      const header = page.getByRole('banner');
      const mute = header.getByRole('button', { name: 'Без звука' });
      if (width === 360 && signedIn) {
        // A player's phone header is full (balance, coins, level): the toggle is in the menu sheet.
        await expect(mute).toBeHidden();
        await page.getByRole('button', { name: 'Меню' }).click();
        const sheet = page.getByRole('dialog', { name: 'Меню' });
        await sheet.getByRole('button', { name: 'Без звука' }).click();
        await expect(sheet.getByRole('button', { name: 'Без звука' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        return;
      }
      await expect(mute).toBeVisible();
      const logo = header.getByRole('link', { name: /на главную/ });
      const [l, m] = await Promise.all([logo.boundingBox(), mute.boundingBox()]);
      // On the logo's row, inside the viewport.
      expect(m!.x + m!.width).toBeLessThanOrEqual(width);
      expect(Math.abs(m!.y + m!.height / 2 - (l!.y + l!.height / 2))).toBeLessThan(8);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `sound-header-${width}-${signedIn ? 'player' : 'guest'}`);
    });
