/**
 * The season's frame when its calls fail (spec 001 §8 "Event settings failure falls back to the default coin icon and
 * colour #F03573", "a failed level fetch gives level 0", failures swallowed; issue 42): a signed-in player sees the
 * default coin, level 0 and no error.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../../test/render.tsx';
import { ToastArea } from '../../../ui/toast-area.tsx';
import { EventFrame } from './event-frame.tsx';

const calls: string[] = [];
beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
  calls.length = 0;
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(new URL(url, 'http://x').pathname);
    return Promise.resolve(
      new Response(JSON.stringify({ success: false, data: { code: 'oops', message: 'x' } }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
});
afterEach(() => {
  document.cookie = 'signed_in=; max-age=0; path=/';
  vi.unstubAllGlobals();
});

it('falls back to the default coin and level 0, silently', async () => {
  const { container } = renderRu(
    <>
      <EventFrame>
        <p>tab</p>
      </EventFrame>
      <ToastArea />
    </>,
    { bundles: ['event'], path: '/event' },
  );
  // Each failing GET is asked twice (api/client.ts), then given up.
  await waitFor(() => expect(calls.filter((p) => p === '/v1/event/current')).toHaveLength(2));
  const level = await screen.findByText('Уровень');
  expect(level.nextElementSibling?.textContent).toBe('0');
  const frame = container.querySelector<HTMLElement>('.season')!;
  expect(frame.style.getPropertyValue('--season-coin')).toBe('#F03573');
  expect(container.querySelector('.coin-amount img')?.getAttribute('src')).toBe('/season/coin.svg');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('tab')).toBeTruthy();
});
