/**
 * Spec 000 §8 "Generic 'Error' when a data call returns nothing" (and 001 §8, the same line): a call whose answer is
 * empty, or is not the answer its schema describes, fails with the client's `invalid_response`, and the error toast
 * (use-error-toast.ts) titles it "Ошибка" with that code's text, never the raw body.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { sellMany } from '../api/endpoints/sell-many.ts';
import { renderRu } from '../test/render.tsx';
import { ToastArea } from './toast-area.tsx';
import { dismissAllToasts } from './toast-store.ts';
import { useErrorToast } from './use-error-toast.ts';

/** A button that sells one item through the real call and shows its failure with `useErrorToast`. */
function SellButton() {
  const showError = useErrorToast();
  const sell = useMutation({ mutationFn: sellMany, onError: showError });
  return (
    <button type="button" onClick={() => sell.mutate(['i1'])}>
      sell
    </button>
  );
}

/** The server answers 200 with `body` as it is (an empty string: nothing at all). */
const answering = (body: string) =>
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // The client logs the mismatch for the developer; the player sees the toast.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => dismissAllToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pressSell = () => {
  renderRu(
    <>
      <SellButton />
      <ToastArea />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'sell' }));
};

it("titles an empty answer 'Ошибка'", async () => {
  answering('');
  pressSell();
  const toast = await screen.findByRole('alert');
  expect(toast.querySelector('.toast__title')?.textContent).toBe('Ошибка');
  expect(toast.textContent).toBe('ОшибкаСервер ответил непонятно. Попробуйте позже×');
  expect(String(consoleError.mock.calls[0]?.[0])).toContain(
    'Unexpected response of POST /v1/inventory/sell/many',
  );
});

it("titles an answer that does not match its schema 'Ошибка', without showing the body", async () => {
  answering(JSON.stringify({ status: 'sold', note: 'not what the schema says' }));
  pressSell();
  const toast = await screen.findByRole('alert');
  expect(toast.querySelector('.toast__title')?.textContent).toBe('Ошибка');
  expect(toast.textContent).toContain('Сервер ответил непонятно. Попробуйте позже');
  expect(toast.textContent).not.toContain('not what the schema says');
});
