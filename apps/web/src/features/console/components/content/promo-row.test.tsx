/**
 * A promo code in the console's list (issue 44 "Staff cannot mint money"): an instant code over a cap says it awaits
 * approval, and offers the approve button only to a staff member with `money.adjust` who did not save the change
 * that waits; an approved code shows its state as before.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMeQueryOptions, type ConsoleMe } from '../../../../api/endpoints/get-console-me.ts';
import type { ConsolePromoPage } from '../../../../api/endpoints/get-console-promo.ts';
import { renderRu } from '../../../../test/render.tsx';
import { PromoRow } from './promo-row.tsx';

type Promo = ConsolePromoPage['codes'][number];

const promo = (over: Partial<Promo> = {}): Promo => ({
  code: 'BIGWIN',
  kind: 'instant',
  sum: 100_000,
  percent: null,
  img: null,
  flexOffers: [],
  uses: 0,
  maxUses: 1,
  expiresAt: null,
  requiresDeposit: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  expired: false,
  approval: 'pending',
  createdBy: '7',
  requestedBy: '7',
  approvedBy: null,
  ...over,
});

const me = (userId: string, role: ConsoleMe['role'], rights: ConsoleMe['rights']): ConsoleMe => ({
  userId,
  login: 'staff',
  nickname: 'Staff',
  role,
  rights,
  expiresAt: '2026-12-02T10:00:00.000Z',
});

const row = (p: Promo, who: ConsoleMe) =>
  renderRu(
    <ul>
      <PromoRow promo={p} />
    </ul>,
    { bundles: ['console'], queries: [[consoleMeQueryOptions().queryKey, who]] },
  );

describe('a promo code in the console', () => {
  it('awaits approval, and another staff member with money.adjust may approve it', () => {
    row(promo(), me('9', 'admin', ['money.adjust', 'content']));
    expect(screen.getByText('Ждёт подтверждения')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(
      'не работает, пока его не подтвердит другой сотрудник',
    );
    expect(screen.getByRole('button', { name: 'Подтвердить выплату' })).toBeTruthy();
  });

  it('is not approved by the staff member whose change waits, nor by a role without money.adjust', () => {
    const { unmount } = row(promo(), me('7', 'admin', ['money.adjust', 'content']));
    expect(screen.queryByRole('button', { name: 'Подтвердить выплату' })).toBeNull();
    expect(screen.getByText('Подтвердить может только другой сотрудник.')).toBeTruthy();
    unmount();
    row(promo(), me('9', 'content', ['catalog', 'content']));
    expect(screen.queryByRole('button', { name: 'Подтвердить выплату' })).toBeNull();
    expect(
      screen.getByText('Подтвердить может сотрудник с правом корректировки баланса.'),
    ).toBeTruthy();
  });

  it('shows an approved code as active, with nothing to approve', () => {
    row(promo({ approval: 'approved', approvedBy: '9' }), me('9', 'admin', ['money.adjust']));
    expect(screen.getByText('Действует')).toBeTruthy();
    expect(screen.queryByText('Ждёт подтверждения')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
