/**
 * The leaderboard widget when its calls fail (spec 001 §8 "Leaderboard fetch failures are silently ignored"; issue
 * 42): the page shows no widget and no error.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../../test/render.tsx';
import { ToastArea } from '../../../ui/toast-area.tsx';
import { LeaderboardWidget } from './leaderboard-widget.tsx';

afterEach(() => vi.unstubAllGlobals());

it('shows nothing, and no error, when the boards cannot be read', async () => {
  const fetch = vi.fn((url: string) => {
    void url;
    return Promise.resolve(
      new Response(JSON.stringify({ success: false, data: { code: 'oops', message: 'x' } }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  const { container } = renderRu(
    <>
      <LeaderboardWidget title="Лидеры" />
      <ToastArea />
    </>,
    { bundles: ['leaderboards'] },
  );
  // Asked, retried once (api/client.ts), then given up.
  await waitFor(() =>
    expect(fetch.mock.calls.filter(([url]) => url.startsWith('/v2/top/active'))).toHaveLength(2),
  );
  expect(container.querySelector('.lb-widget')).toBeNull();
  expect(screen.queryByText('Лидеры')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});
