/**
 * The profile's subscriptions panel (spec 000 §3 Subscriptions, §8 "Failure updating subscriptions … toast with the
 * unpredicted-exception message"; issue 45): personal channels as switches, one whose need is unmet off and
 * explained, a switch that posts and shows the consent's date, a failure that leaves the switch as it was, and the
 * shop's public channels as links to a new tab.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../../test/render.tsx';
import { ToastArea } from '../../../ui/toast-area.tsx';
import { dismissAllToasts } from '../../../ui/toast-store.ts';
import { SubscriptionsPanel } from './subscriptions-panel.tsx';

const SINCE = '2026-12-04T10:00:00.000Z';
const list = (steamOn: boolean) => ({
  user: [
    { channel: 'email', subscribed: false, since: null, requires: 'confirmed_email' },
    { channel: 'steam', subscribed: steamOn, since: steamOn ? SINCE : null, requires: null },
  ],
  global: [
    { channel: 'steam', url: 'https://steamcommunity.com/groups/dotacases' },
    { channel: 'telegram', url: 'https://t.me/dotacases' },
    { channel: 'vk', url: 'https://vk.com/dotacases' },
  ],
});

afterEach(() => {
  act(() => dismissAllToasts());
  vi.unstubAllGlobals();
});

const render = () =>
  renderRu(
    <>
      <SubscriptionsPanel />
      <ToastArea />
    </>,
    { bundles: ['profile'], queries: [[['subscriptions'], list(false)]] },
  );

it('explains an unmet need, switches Steam on with its date, and links the public channels', async () => {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    posts.push([new URL(url, 'http://x').pathname, init?.method, JSON.parse(init?.body as string)]);
    return Promise.resolve(
      new Response(JSON.stringify(list(true)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  render();
  const panel = screen.getByRole('region', { name: 'Подписки' });
  const email = within(panel).getByRole('switch', { name: 'Подписаться на E-mail' });
  expect([email.hasAttribute('disabled'), (email as HTMLInputElement).checked]).toEqual([
    true,
    false,
  ]);
  expect(email.getAttribute('aria-describedby')).not.toBeNull();
  expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
    'Подтвердите e-mail, чтобы подписаться',
  );

  const steam = within(panel).getByRole('switch', { name: 'Подписаться на Steam' });
  expect(document.getElementById(steam.getAttribute('aria-describedby')!)!.textContent).toBe(
    'Не подписаны',
  );
  fireEvent.click(steam);
  await waitFor(() => expect((steam as HTMLInputElement).checked).toBe(true));
  expect(posts).toEqual([['/v1/subscriptions', 'POST', { channel: 'steam', subscribed: true }]]);
  expect(document.getElementById(steam.getAttribute('aria-describedby')!)!.textContent).toBe(
    'Подписка с 4 дек. 2026 г.',
  );
  expect(screen.getByRole('status').textContent).toContain('Вы подписались: Steam');

  // Each link's name starts with what it shows and says where it goes.
  const links = within(panel).getAllByRole('link');
  expect(
    links.map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('target'),
      a.getAttribute('rel'),
    ]),
  ).toEqual([
    [
      'Перейти — Группа в Steam, откроется в новой вкладке',
      'https://steamcommunity.com/groups/dotacases',
      '_blank',
      'noopener noreferrer',
    ],
    [
      'Перейти — Канал в Telegram, откроется в новой вкладке',
      'https://t.me/dotacases',
      '_blank',
      'noopener noreferrer',
    ],
    [
      'Перейти — Сообщество ВКонтакте, откроется в новой вкладке',
      'https://vk.com/dotacases',
      '_blank',
      'noopener noreferrer',
    ],
  ]);
});

it('shows the unpredicted-exception toast when a switch fails, and keeps the switch as it was', async () => {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ success: false, data: { code: 'oops', message: 'x' } }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  render();
  const steam = screen.getByRole('switch', { name: 'Подписаться на Steam' });
  fireEvent.click(steam);
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toContain('Непредвиденная ошибка'),
  );
  expect((steam as HTMLInputElement).checked).toBe(false);
});
