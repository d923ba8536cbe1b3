/**
 * The router's error page (spec 000 §2 global overlays, §8; issue 42): a route that throws shows "Что-то пошло не
 * так" with a way home to a person, a neutral empty page to a bot, and the not-found page for a 404 response.
 */
import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import shell from '@cases/i18n/ru.json';
import { ErrorPage } from './error-page.tsx';

afterEach(() => vi.restoreAllMocks());

/** Renders a route whose loader throws `thrown`, with the shell's Russian texts, as a visitor of `agent`. */
function renderThrowing(thrown: unknown, agent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'ru',
    resources: { ru: { translation: shell } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw thrown;
      },
      element: <p>page</p>,
      HydrateFallback: () => null,
      errorElement: <ErrorPage />,
    },
  ]);
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0';

it('shows a person the error title, text and a link home', async () => {
  renderThrowing(new Error('boom'), PERSON);
  expect(
    (await screen.findByRole('heading', { level: 1, name: 'Что-то пошло не так' })).textContent,
  ).toBe('Что-то пошло не так');
  expect(
    screen.getByText('Произошла ошибка. Вернитесь на главную и попробуйте снова.'),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
});

it('shows a bot no error page', async () => {
  const { container } = renderThrowing(
    new Error('boom'),
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  );
  await vi.waitFor(() => expect(container.querySelector('.page')).not.toBeNull());
  expect(container.textContent).toBe('');
  expect(screen.queryByRole('heading')).toBeNull();
});

it('shows the not-found page for a 404 response', async () => {
  renderThrowing(data('gone', { status: 404 }), PERSON);
  expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
  expect(screen.queryByText('Что-то пошло не так')).toBeNull();
});
