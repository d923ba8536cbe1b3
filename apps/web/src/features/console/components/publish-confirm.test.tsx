/**
 * The confirmation before a live case's odds change (issue 48): what it says in Russian — the price, EV and RTP now and
 * after, each moved item's chance, the note for a reordered list — and its two buttons.
 */
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRu } from '../../../test/render.tsx';
import type { OddsDiff } from '../lib/odds-diff.ts';
import { PublishConfirm } from './publish-confirm.tsx';

const diff: OddsDiff = {
  changed: true,
  price: { before: 100, after: 100 },
  ev: { before: 87.5, after: 91.25 },
  rtp: { before: 0.875, after: 0.9125 },
  items: [
    { itemId: 'a', name: 'Dragonclaw Hook', before: 50, after: 25 },
    { itemId: 'c', name: 'Manifold Paradox', before: null, after: 12.3456 },
  ],
};

const rowsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.children].map((c) => c.textContent?.replace(/\s/g, ' ')),
  );

describe('the publish confirmation', () => {
  it('shows the figures and every moved chance, before and after', () => {
    const r = renderRu(
      <PublishConfirm
        diff={diff}
        currency="RUB"
        busy={false}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
      { bundles: ['console'] },
    );
    const dialog = r.getByRole('dialog', { name: 'Опубликовать новые шансы?' });
    expect(rowsOf(dialog)).toEqual([
      ['Цена', '100 ₽', '100 ₽'],
      ['Ожидаемая стоимость', '87,50 ₽', '91,25 ₽'],
      ['RTP', '87,5 %', '91,25 %'],
      ['Dragonclaw Hook', '50 %', '25 %'],
      ['Manifold Paradox', '—', '12,3456 %'],
    ]);
    r.unmount();
  });

  it('explains a change of order alone, and publishes or cancels by its buttons', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const r = renderRu(
      <PublishConfirm
        diff={{ ...diff, items: [] }}
        currency="RUB"
        busy={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
      { bundles: ['console'] },
    );
    expect(r.getByText(/Шансы предметов не меняются/)).toBeTruthy();
    fireEvent.click(r.getByRole('button', { name: 'Опубликовать' }));
    fireEvent.click(r.getByRole('button', { name: 'Отмена' }));
    expect([onConfirm.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 1]);
    r.unmount();
  });
});
