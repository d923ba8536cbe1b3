/**
 * The first owner's setup page (issue 48): a visitor is asked to sign in first; a signed-in player enters the code
 * from the server log, a wrong one says so and leaves the form, the right one says they own the console and links
 * to it, and a closed setup (an owner exists) says there is nothing to set up. The server's answers are stubbed.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInNow, signedOut } from '../../../api/token.ts';
import { renderRu } from '../../../test/render.tsx';
import { ConsoleSetupPage } from './setup-page.tsx';

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
const refusal = (status: number, code: string) =>
  answer(status, { success: false, data: { code, message: code } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; max-age=0; path=/';
  signedOut();
});

const signIn = () => {
  document.cookie = 'signed_in=1; path=/';
  signedInNow();
};

describe('the first owner’s setup page', () => {
  it('asks a visitor to sign in first', () => {
    const r = renderRu(<ConsoleSetupPage />, { bundles: ['console'] });
    expect(r.getByRole('heading', { level: 1 }).textContent).toBe('Первый владелец консоли');
    expect(r.getByRole('status').textContent).toMatch(/^Войдите в магазин аккаунтом/);
    expect(r.queryByRole('textbox')).toBeNull();
    r.unmount();
  });

  it('says a wrong code is wrong, then makes the player the owner with the right one', async () => {
    signIn();
    const fetch = vi
      .fn()
      .mockReturnValueOnce(refusal(403, 'setup_code_invalid'))
      .mockReturnValueOnce(answer(200, { role: 'owner' }));
    vi.stubGlobal('fetch', fetch);
    const r = renderRu(<ConsoleSetupPage />, { bundles: ['console'] });
    const input = r.getByLabelText('Код настройки из журнала сервера');
    const submit = r.getByRole('button', { name: 'Стать владельцем' });
    fireEvent.change(input, { target: { value: 'WRONG-CODE' } });
    fireEvent.click(submit);
    await waitFor(() => expect(r.getByRole('alert').textContent).toMatch(/^Код не подошёл/));
    fireEvent.change(input, { target: { value: '  ABCD-EFGH  ' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(r.getByRole('status').textContent).toMatch(/^Готово: теперь вы владелец/),
    );
    expect(r.getByRole('link', { name: 'Войти в консоль' }).getAttribute('href')).toBe('/admin');
    const sent = fetch.mock.calls.map(
      ([, init]) => JSON.parse((init as { body: string }).body) as unknown,
    );
    expect(sent).toEqual([{ code: 'WRONG-CODE' }, { code: 'ABCD-EFGH' }]);
    r.unmount();
  });

  it('says there is nothing to set up once an owner exists', async () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn().mockReturnValueOnce(refusal(404, 'dataNotFound')));
    const r = renderRu(<ConsoleSetupPage />, { bundles: ['console'] });
    fireEvent.change(r.getByRole('textbox'), { target: { value: 'ABCD' } });
    fireEvent.click(r.getByRole('button', { name: 'Стать владельцем' }));
    await waitFor(() =>
      expect(r.getByRole('alert').textContent).toMatch(/^Здесь нечего настраивать/),
    );
    r.unmount();
  });
});
