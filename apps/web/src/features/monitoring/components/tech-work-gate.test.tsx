/**
 * The tech-work gate (spec 000 §8 "Tech-work status failure is treated as online"; issue 42): a failed status call
 * leaves the shop open, with no notice and no error; an offline answer shows the notice.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../../test/render.tsx';
import { TechWorkGate } from './tech-work-gate.tsx';

afterEach(() => vi.unstubAllGlobals());

const answering = (status: number, body: unknown) => {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

it('keeps the shop open when the status call fails', async () => {
  const fetch = answering(500, { success: false, data: { code: 'oops', message: 'x' } });
  renderRu(
    <TechWorkGate>
      <p>shop</p>
    </TechWorkGate>,
  );
  // Asked, retried once (api/client.ts), then treated as online.
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  expect(screen.getByText('shop')).toBeTruthy();
  expect(screen.queryByTestId('tech-work')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows the notice when the shop is offline', async () => {
  answering(200, { status: 'ok', data: { is_offline: true, message: null } });
  renderRu(
    <TechWorkGate>
      <p>shop</p>
    </TechWorkGate>,
  );
  expect(await screen.findByRole('heading', { name: 'Технические работы' })).toBeTruthy();
  expect(screen.queryByText('shop')).toBeNull();
});
