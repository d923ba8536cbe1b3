/**
 * The page's title and description (spec 000 §7 seo/get, §8 "SEO failure falls back to default title and
 * description"; issue 42): a failed call leaves the translated defaults, silently.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../test/render.tsx';
import { ToastArea } from '../../ui/toast-area.tsx';
import { usePageMeta } from './use-page-meta.ts';

function Meta() {
  usePageMeta('/battles');
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
  document.querySelector('meta[name="description"]')?.remove();
});

it('keeps the default title and description when the SEO call fails', async () => {
  document.title = 'stale';
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ success: false, data: { code: 'oops', message: 'x' } }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  renderRu(
    <>
      <Meta />
      <ToastArea />
    </>,
  );
  await waitFor(() => expect(document.title).toBe('Dota Cases — кейсы Dota 2'));
  expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
    'Открывайте кейсы с предметами Dota 2 с честными, проверяемыми бросками.',
  );
  expect(screen.queryByRole('alert')).toBeNull();
});
