/**
 * The credentials' copy fields (spec 000 §9 "Clipboard copied flag 1500 ms"): the value goes to the clipboard and
 * the button says so for 1.5 s, then offers to copy again.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderRu } from '../../../test/render.tsx';
import { CopyField } from './copy-field.tsx';

const writeText = vi.fn((text: string) => {
  void text;
  return Promise.resolve();
});
beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

it('copies the value and says "copied" for 1500 ms', async () => {
  renderRu(<CopyField label="Ваш логин" copyLabel="Копировать логин" value="player_42" />);
  expect(screen.getByLabelText<HTMLInputElement>('Ваш логин').value).toBe('player_42');
  const button = screen.getByRole('button', { name: 'Копировать логин' });
  expect(button.textContent).toBe('Копировать');
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
  expect(writeText).toHaveBeenCalledWith('player_42');
  expect(button.textContent).toBe('Скопировано');
  void act(() => vi.advanceTimersByTime(1499));
  expect(button.textContent).toBe('Скопировано');
  void act(() => vi.advanceTimersByTime(1));
  expect(button.textContent).toBe('Копировать');
});
