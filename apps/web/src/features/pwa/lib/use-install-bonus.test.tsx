/**
 * The install bonus (spec 000 §4 "Install bonus", §8 "Install-bonus failure leaves the flag false"; issue 42): a
 * failed claim sets no flag (so the next start claims again) and shows nothing.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../../test/render.tsx';
import { ToastArea } from '../../../ui/toast-area.tsx';
import { dismissAllToasts } from '../../../ui/toast-store.ts';
import { PWA_BONUS_KEY, useInstallBonus } from './use-install-bonus.ts';

function Installed() {
  useInstallBonus();
  return null;
}

const answering = (status: number, body: unknown) => {
  const fetch = vi.fn((url: string) => {
    void url;
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const claims = (fetch: ReturnType<typeof answering>) =>
  fetch.mock.calls.filter(([url]) => url.startsWith('/v1/bonus/pwa')).length;

const render = () =>
  renderRu(
    <>
      <Installed />
      <ToastArea />
    </>,
    { bundles: ['pwa'] },
  );

beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
  localStorage.clear();
  // Running installed: the standalone display mode.
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList,
  );
});
afterEach(() => {
  act(() => dismissAllToasts());
  document.cookie = 'signed_in=; max-age=0; path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('leaves the flag unset and shows nothing when the claim fails', async () => {
  const fetch = answering(500, { success: false, data: { code: 'oops', message: 'x' } });
  render();
  // Asked, retried once (api/client.ts), then given up.
  await waitFor(() => expect(claims(fetch)).toBe(2));
  expect(localStorage.getItem(PWA_BONUS_KEY)).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
});
