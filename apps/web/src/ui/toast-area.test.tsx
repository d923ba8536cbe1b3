/**
 * Toast alerts (spec 000 §4 "Alerts appear, close after 3 seconds, and when more than 10 are open the oldest is
 * replaced"; §9 lifetime 3000 ms, up to 10): rendered by the toast area, timed by the store, with time an input.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRu } from '../test/render.tsx';
import { ToastArea } from './toast-area.tsx';
import { dismissAllToasts, showToast, TOAST_LIFETIME_MS, TOAST_LIMIT } from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  // Whatever a test left open is closed, so the next one starts with no toast.
  dismissAllToasts();
  vi.useRealTimers();
});

describe('the toast area', () => {
  it('shows a success politely and an error assertively, each for 3 s', () => {
    renderRu(<ToastArea />);
    act(() => {
      showToast({ type: 'success', message: 'Промокод скопирован' });
      showToast({ type: 'error', title: 'Ошибка', message: 'Недостаточно средств' });
    });
    expect(screen.getByRole('status').textContent).toContain('Промокод скопирован');
    expect(screen.getByRole('alert').textContent).toContain('ОшибкаНедостаточно средств');
    void act(() => vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    void act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps at most 10 open: the 11th replaces the oldest', () => {
    renderRu(<ToastArea />);
    act(() => {
      for (let i = 1; i <= TOAST_LIMIT + 1; i++) showToast({ type: 'success', message: `№${i}` });
    });
    const open = screen.getAllByRole('status').map((el) => el.textContent);
    expect(open).toHaveLength(TOAST_LIMIT);
    expect(open[0]).toContain('№2');
    expect(open.at(-1)).toContain('№11');
  });

  it('closes a toast at once with its close button', () => {
    renderRu(<ToastArea />);
    act(() => {
      showToast({ type: 'success', message: 'Готово' });
    });
    act(() => screen.getByRole('button', { name: 'Закрыть' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a toast whose delay flag is false until it is closed', () => {
    renderRu(<ToastArea />);
    act(() => {
      showToast({ type: 'error', message: 'Вывод не удался', delay: false });
      showToast({ type: 'success', message: 'Сохранено' });
    });
    void act(() => vi.advanceTimersByTime(60 * TOAST_LIFETIME_MS));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Вывод не удался');
    act(() => screen.getByRole('button', { name: 'Закрыть' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
