/**
 * Copying the campaign's promo code (spec 001 §8 "Copying a promo shows a success toast"): a click puts the code on
 * the clipboard and shows the success toast.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../../test/render.tsx';
import { ToastArea } from '../../../ui/toast-area.tsx';
import { dismissAllToasts } from '../../../ui/toast-store.ts';
import { PromoCodeCopy } from './promo-code-copy.tsx';

afterEach(() => {
  act(() => dismissAllToasts());
  vi.restoreAllMocks();
});

const clipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

it('copies the code and says so in a success toast', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  clipboard(writeText);
  renderRu(
    <>
      <PromoCodeCopy code="BONUS10" />
      <ToastArea />
    </>,
    { bundles: ['promo-popup'] },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Скопировать промокод BONUS10' }));
  expect(await screen.findByText('Промокод BONUS10 скопирован')).toBeTruthy();
  expect(writeText).toHaveBeenCalledWith('BONUS10');
});
