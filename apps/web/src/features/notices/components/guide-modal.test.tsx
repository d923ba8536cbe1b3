/**
 * The guide modal (spec 000 §2 "a guide modal"): four numbered steps, each naming what to do and linking where it
 * happens, and the way to recompute a roll.
 */
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderRu } from '../../../test/render.tsx';
import { GuideModal } from './guide-modal.tsx';

it('shows the four steps with their links, and closes from a link', () => {
  // The shop's settings are not asked for here: the flags keep their defaults (battles on).
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  const onClose = vi.fn();
  renderRu(<GuideModal open onClose={onClose} />, { bundles: ['notices'] });
  const dialog = screen.getByRole('dialog', { name: 'Как это работает' });
  const steps = within(dialog).getAllByRole('listitem');
  expect(steps.map((s) => within(s).getByRole('heading').textContent)).toEqual([
    'Пополните баланс',
    'Откройте кейс',
    'Заберите предмет',
    'Играйте дальше',
  ]);
  expect(
    steps.map((s) => {
      const link = within(s).getByRole('link');
      return [link.textContent, link.getAttribute('href')];
    }),
  ).toEqual([
    ['Пополнить', '/refill'],
    ['К кейсам', '/'],
    ['В профиль', '/profile'],
    ['Выбрать игру', '/battles'],
  ]);
  expect(
    within(dialog).getByRole('link', { name: 'проверка честности' }).getAttribute('href'),
  ).toBe('/provably-fair/check');
  within(steps[0]!).getByRole('link').click();
  expect(onClose).toHaveBeenCalledTimes(1);
  vi.unstubAllGlobals();
});
