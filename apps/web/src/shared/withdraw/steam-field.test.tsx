/**
 * Saving the Steam login or trade link when the call fails (spec 000 §8 "Failure … setting Steam data: toast with the
 * unpredicted-exception message"; issue 42): the server's refusal of the value stays under the field, any other failure
 * is the unpredicted-exception toast.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../test/render.tsx';
import { ToastArea } from '../../ui/toast-area.tsx';
import { dismissAllToasts } from '../../ui/toast-store.ts';
import { SteamField } from './steam-field.tsx';

afterEach(() => {
  act(() => dismissAllToasts());
  vi.unstubAllGlobals();
});

/** Saves the login `gaben_2` with the call answering `status` and the error `code`. */
function saveAnswered(status: number, code: string) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ success: false, data: { code, message: 'x' } }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  renderRu(
    <>
      <SteamField mode="login" initial="" />
      <ToastArea />
    </>,
    { bundles: ['profile'] },
  );
  const form = screen.getByRole('form', { name: 'Логин Steam' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Логин Steam' }), {
    target: { value: 'gaben_2' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  return form;
}

it('shows the unpredicted-exception toast when saving fails', async () => {
  const form = saveAnswered(500, 'oops');
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Непредвиденная ошибка. Попробуйте ещё раз',
  );
  expect(within(form).queryByRole('alert')).toBeNull();
});

it('keeps the server’s refusal of the value under the field, without a toast', async () => {
  const form = saveAnswered(409, 'steamLogin');
  expect((await within(form).findByRole('alert')).textContent).toBe(
    'Этот логин Steam уже указан в слишком многих аккаунтах',
  );
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});
