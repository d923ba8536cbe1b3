/**
 * The header's level when its call fails (spec 000 §8 "User, level and section fetches: silent failure giving null";
 * issue 42): no level is drawn and no error is shown.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../test/render.tsx';
import { ToastArea } from '../../ui/toast-area.tsx';
import { HeaderLevel } from './header-level.tsx';

afterEach(() => vi.unstubAllGlobals());

it('draws no level and shows no error when the level call fails', async () => {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ success: false, data: { code: 'oops', message: 'x' } }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  const { container } = renderRu(
    <>
      <HeaderLevel userId="7" />
      <ToastArea />
    </>,
  );
  // Asked, retried once (api/client.ts), then given up.
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  expect(container.querySelector('.header-level')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});
