/**
 * Creating a battle that fails (spec 001 §5 "Create battle requires a battle id in the response, otherwise the error
 * 'Create battle error'", §8; spec 000 §8 the error when a call returns nothing; issue 42): the toast is titled
 * "Не удалось создать битву" with the failure's text, and the page stays where it is.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../../test/render.tsx';
import { ToastArea } from '../../../ui/toast-area.tsx';
import { dismissAllToasts } from '../../../ui/toast-store.ts';
import { CreateBattlePage } from './create-page.tsx';

const card = {
  id: 'case-1',
  slug: 'arcana',
  name: 'Аркана',
  available: true,
  priceData: { currency: 'RUB', price: 49, oldPrice: null },
  bonuses: [],
  statisticData: { opensLimit: null, opensRemaining: null, totalCount: null, openedCount: 0 },
  appearanceData: { image: '/arcana.png', color: '#fff' },
  labelData: null,
  multifixNumber: null,
  multicastData: null,
  everyNOpenFree: null,
  viewerOpenedCount: null,
  isOffer: false,
  tastyCoins: null,
  volatility: 2,
  locked: false,
  depositRequired: false,
  level: 0,
  counterStart: null,
  counterEnd: null,
};
const cases = {
  lastCases: [],
  maxRounds: 10,
  sections: [{ id: 's', name: 'Кейсы', cases: [card] }],
};

afterEach(() => {
  act(() => dismissAllToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Adds one round and presses create, the create call answering `status` with `body`. */
async function createAnswered(status: number, body: string) {
  const posts: string[] = [];
  // The cards' own reads (the season's coin, the site config) are not this test's: they get the same answer.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') posts.push(new URL(url, 'http://x').pathname);
    return Promise.resolve(
      new Response(body, { status, headers: { 'content-type': 'application/json' } }),
    );
  });
  renderRu(
    <>
      <CreateBattlePage />
      <ToastArea />
    </>,
    { bundles: ['battles'], path: '/battles/create', queries: [[['battles', 'cases'], cases]] },
  );
  fireEvent.click(screen.getByRole('button', { name: /^Добавить раунд: Аркана/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Создать битву' }));
  const alert = await screen.findByRole('alert');
  expect(posts).toEqual(['/battles-api/battles']);
  return alert.textContent;
}

it('titles an empty create answer "Create battle error"', async () => {
  // The client logs the answer that does not match its schema.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const text = await createAnswered(200, '');
  expect(text).toContain('Не удалось создать битву');
  expect(text).toContain('Сервер ответил непонятно. Попробуйте позже');
  expect(logged).toHaveBeenCalledOnce();
});

it('titles a refused create the same, with the refusal’s text', async () => {
  const text = await createAnswered(
    402,
    JSON.stringify({ success: false, data: { code: 'balance_error', message: 'x' } }),
  );
  expect(text).toContain('Не удалось создать битву');
  expect(text).toContain('Недостаточно средств на балансе');
  expect(screen.getByRole('heading', { level: 1, name: 'Новая битва' })).toBeTruthy();
});
