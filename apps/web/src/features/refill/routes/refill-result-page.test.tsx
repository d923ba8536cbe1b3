/**
 * The top-up result when the payment's status cannot be read (spec 001 §8 "Error while receiving payment info"):
 * the page says so, after the client's one retry of the GET.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../../test/render.tsx';
import { RefillResultPage } from './refill-result-page.tsx';

beforeEach(() => {
  document.cookie = 'signed_in=1; Path=/';
});
afterEach(() => {
  document.cookie = 'signed_in=; Path=/; Max-Age=0';
  vi.unstubAllGlobals();
});

it('says the payment info could not be received when the status call fails', async () => {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ success: false, data: { code: 'oops', message: 'x' } }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  renderRu(<RefillResultPage />, { bundles: ['refill'], path: '/refill/result?orderId=order-1' });
  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    'Не удалось получить данные платежа',
  );
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('order');
});
