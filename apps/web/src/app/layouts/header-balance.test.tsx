/**
 * The header's player when `/v1/users/me` fails (spec 000 §8 "User, level and section fetches: silent failure giving
 * null"): the balance and coins stay unknown ("…"), nothing is shown as an error, and the page keeps working.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../test/render.tsx';
import { ToastArea } from '../../ui/toast-area.tsx';
import { HeaderBalance } from './header-balance.tsx';

beforeEach(() => {
  document.cookie = 'signed_in=1; Path=/';
});
afterEach(() => {
  document.cookie = 'signed_in=; Path=/; Max-Age=0';
  vi.unstubAllGlobals();
});

it('keeps the balance unknown and shows no error when the player cannot be read', async () => {
  const urlOf = (input: RequestInfo | URL) =>
    input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  const fetch = vi.fn((input: RequestInfo | URL) =>
    Promise.resolve(
      urlOf(input).includes('/v1/users/me')
        ? new Response(JSON.stringify({ success: false, data: { code: 'oops', message: 'x' } }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  renderRu(
    <>
      <HeaderBalance />
      <ToastArea />
    </>,
  );
  // Asked, retried once (api/client.ts), then given up.
  await waitFor(() =>
    expect(fetch.mock.calls.filter(([u]) => urlOf(u).includes('/v1/users/me'))).toHaveLength(2),
  );
  expect(screen.getByRole('group', { name: 'Баланс' }).textContent).toBe('…');
  expect(screen.getByRole('link', { name: 'Профиль' }).getAttribute('href')).toBe('/profile');
  expect(screen.queryByRole('alert')).toBeNull();
});
