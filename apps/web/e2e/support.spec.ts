/**
 * The support chat round trip between two browsers (issue 30 "Support", "Tests": "a support conversation round
 * trip between two browsers"; the player's chat at 360 px): a visitor's bubble asks to sign in; a player on a
 * phone opens the bubble, sees who they write as (nickname and id, spec 000 §1) and writes; a staff member (its
 * own console account, console-owner.ts) at 1280 sees the conversation arrive live in the inbox, opens it, replies, and the player sees the reply
 * without a reload; "assign to me" names them; closing it reaches the player live too. No sideways scroll at
 * 360 px, no serious axe issue in the panel, the inbox or the conversation. On a battle's reels the bubble hides
 * on phones.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe.ts';
import {
  dismissOverlays,
  expect,
  horizontalOverflow,
  signInContext,
  test,
  watchErrors,
} from './fixtures.ts';
import { CONSOLE_STAFF } from './console-owner.ts';
import { signInConsole } from './console-staff.ts';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/support-shots';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const DESKTOP_SHORT = { width: 1280, height: 800 };
const QUESTION = 'Здравствуйте! Предмет не пришёл в Steam';
const ANSWER = 'Добрый день! Проверяем обмен, напишем через пару минут.';

const bubble = (page: Page) => page.getByRole('button', { name: /^Чат поддержки/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Поддержка' });

test('a visitor’s bubble asks to sign in; on a battle’s reels the bubble hides on phones', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await bubble(page).click();
  await expect(panel(page)).toContainText('Войдите, чтобы написать в поддержку');
  await expect(panel(page).getByRole('link', { name: 'Войти' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '[data-testid="support-panel"]');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);

  await page.goto('/battles/01JD7Y8Q3ZK4M5N6P7Q8R9S0TV');
  await expect(page.getByTestId('support-bubble')).toBeHidden();
  await page.setViewportSize(DESKTOP);
  await expect(page.getByTestId('support-bubble')).toBeVisible();
  await page.goto('/battles');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('support-bubble')).toBeVisible();
});

/**
 * Where the support bubble stands: `aside` (stepped out of the way), `clear` (nothing to act on under it), or the
 * text of the button, tab or field of the page it covers.
 */
/**
 * Where the bubble stands: `aside`, `clear` (nothing of the page's to act on under it) or `covers «…»`; with
 * `corner`, what it should be: whether an action of the page lies under its corner (which stays put while the bubble
 * slides away), `aside` if one does.
 */
const bubbleState = (page: Page, corner = false) =>
  page.evaluate((rule) => {
    const frame = document.querySelector('.support');
    if (!frame) return 'none';
    if (!rule && frame.classList.contains('support--aside')) return 'aside';
    const box = frame.getBoundingClientRect();
    const inset = box.width / 5;
    for (const [x, y] of [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ] as const)
      for (const e of document.elementsFromPoint(x, y)) {
        const action = e.closest(
          'button, .btn, [role="button"], [role="tab"], input, select, textarea',
        );
        if (action && !frame.contains(action))
          return rule ? 'aside' : `covers «${action.textContent?.trim()}»`;
      }
    return 'clear';
  }, corner);

test('the bubble never covers a button: it steps aside while one lies under it and comes back after', async ({
  page,
  player: _player,
}) => {
  // The battle pass at 1280 (its "Все награды" and the level cards' buttons) and Techies at 360 (the bet's "Макс").
  for (const [viewport, path, ready] of [
    [DESKTOP_SHORT, '/event/battle-pass', page.getByRole('heading', { name: 'Уровни' })],
    [PHONE, '/sapper', page.getByRole('button', { name: /Макс/ })],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(ready).toBeVisible();
    const states = new Set<string>();
    const bottom = () => page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    // The page may still grow while it is scanned (its lower parts load later): down to its end as it is then.
    for (let y = 0; y <= (await bottom()) + 100; y += 150) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      // Each position settles (the bubble is checked once a frame) to what its corner calls for — aside over an
      // action, clear otherwise — never covering one.
      await expect
        .poll(async () => {
          const [now, wanted] = [await bubbleState(page), await bubbleState(page, true)];
          return now === wanted ? 'settled' : `${now}, wants ${wanted}`;
        }, `${path} at ${viewport.width} px, scrolled ${y}`)
        .toBe('settled');
      states.add(await bubbleState(page, true));
    }
    // A button passes under the corner on the way down, and the bubble comes back after it.
    expect([...states].sort(), `${path} at ${viewport.width} px: ${[...states].join()}`).toEqual([
      'aside',
      'clear',
    ]);
  }
});

test('a player at 360 px and support at 1280 px talk live: message, reply, assign, close', async ({
  browser,
  baseURL,
  api,
  request,
}) => {
  const player = await api.quickRegister();
  const me = (await (
    await request.get('/v1/users/me', { headers: { Authorization: `Bearer ${player.token}` } })
  ).json()) as { user_id: string; nickname: string };

  const shop = await browser.newContext({ baseURL, locale: 'ru-RU', viewport: PHONE });
  await dismissOverlays(shop);
  await signInContext(shop, baseURL ?? '', player.token);
  const staffContext = await browser.newContext({ baseURL, locale: 'ru-RU', viewport: DESKTOP });
  try {
    const p = await shop.newPage();
    const errors = watchErrors(p);
    await signInConsole(staffContext, CONSOLE_STAFF.support);
    const s = await staffContext.newPage();
    await s.goto('/admin');
    await s.getByRole('link', { name: 'Поддержка' }).click();
    await expect(s.getByRole('heading', { name: 'Поддержка', level: 1 })).toBeVisible();
    // The inbox's socket has joined the live room.
    await expect(s.locator('.console-support[data-live="on"]')).toBeVisible();

    await p.goto('/');
    await bubble(p).click();
    await expect(panel(p).getByTestId('support-contact')).toHaveText(
      `Вы пишете как ${me.nickname} (ID ${me.user_id})`,
    );
    await panel(p).getByLabel('Сообщение').fill(QUESTION);
    await panel(p).getByRole('button', { name: 'Отправить' }).click();
    await expect(panel(p).getByText(QUESTION)).toBeVisible();
    await expect(panel(p).getByLabel('Сообщение')).toHaveValue('');
    expect(await horizontalOverflow(p), 'sideways scroll at 360 px').toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(p, '[data-testid="support-panel"]');
    await p.screenshot({ path: `${SHOTS}/panel-360.png` });

    // Live in the inbox, no reload.
    const row = s.locator('.console-support__row', { hasText: QUESTION });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: me.nickname })).toBeVisible();
    await expect(row).toContainText(`#${me.user_id}`);
    await expectNoSeriousA11yIssues(s);
    await s.screenshot({ path: `${SHOTS}/inbox-1280.png`, fullPage: true });

    await row.getByRole('link', { name: me.nickname }).click();
    await expect(s.getByTestId('support-thread')).toContainText(QUESTION);
    await expect(
      s.getByRole('link', { name: `${me.nickname} (ID ${me.user_id}) — страница игрока` }),
    ).toHaveAttribute('href', `/admin/players/${me.user_id}`);
    await expect(s.locator('.console-support[data-live="on"]')).toBeVisible();

    // A second question arrives live in the open conversation too.
    await panel(p).getByLabel('Сообщение').fill('И ещё: баланс не обновился');
    await panel(p).getByLabel('Сообщение').press('Enter');
    await expect(s.getByTestId('support-thread')).toContainText('И ещё: баланс не обновился');

    await s.getByLabel('Ответ').fill(ANSWER);
    await s.getByRole('button', { name: 'Ответить' }).click();
    await expect(s.getByTestId('support-thread')).toContainText(ANSWER);
    // The player's panel shows the reply without a reload.
    await expect(panel(p).locator('.support-msg--staff')).toHaveText(new RegExp(ANSWER));
    await p.screenshot({ path: `${SHOTS}/reply-360.png` });

    await s.getByRole('button', { name: 'Взять себе' }).click();
    await expect(s.locator('.console-support__about')).toContainText(
      `Ответственный: ${CONSOLE_STAFF.support}`,
    );
    await expectNoSeriousA11yIssues(s);
    await s.screenshot({ path: `${SHOTS}/conversation-1280.png`, fullPage: true });
    await s.setViewportSize(PHONE);
    // Right after a resize the page may still be laid out for the old width (seen once in CI under load,
    // 29 px, gone in the screenshot a moment later): wait for the 360 px layout, which must not scroll.
    await expect
      .poll(() => horizontalOverflow(s), { message: 'conversation: sideways scroll' })
      .toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(s);
    await s.screenshot({ path: `${SHOTS}/conversation-360.png`, fullPage: true });
    await s.setViewportSize(DESKTOP);

    await s.getByRole('button', { name: 'Закрыть обращение' }).click();
    await expect(s.getByText('Обращение закрыто: ответить нельзя.')).toBeVisible();
    await expect(panel(p).getByRole('status')).toHaveText(
      'Обращение закрыто. Новое сообщение откроет новое обращение.',
    );

    // The bubble's badge counts a reply that arrives while the panel is closed: none now, the panel is open.
    await panel(p).getByRole('button', { name: 'Закрыть чат' }).click();
    await expect(bubble(p)).toHaveAccessibleName('Чат поддержки');
    await s.getByRole('link', { name: 'Ко всем обращениям' }).click();
    await s.getByRole('link', { name: 'Закрытые' }).click();
    await expect(s.locator('.console-support__row', { hasText: ANSWER })).toBeVisible();
    await s.setViewportSize(PHONE);
    await expect
      .poll(() => horizontalOverflow(s), { message: 'inbox: sideways scroll' })
      .toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(s);
    await s.screenshot({ path: `${SHOTS}/inbox-closed-360.png`, fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    await shop.close();
    await staffContext.close();
  }
});
