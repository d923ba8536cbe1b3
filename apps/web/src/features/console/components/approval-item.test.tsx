/**
 * A console save waiting for a second approval (issue 44; /admin/approvals): it says what it saves, what it raises
 * and why it waits; another staff member approves or rejects it (the call names the approval), its sender only sees
 * that someone else decides; a decided one offers nothing.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleApproval } from '../../../api/endpoints/get-console-approvals.ts';
import { consoleMeQueryOptions, type ConsoleMe } from '../../../api/endpoints/get-console-me.ts';
import { renderRu } from '../../../test/render.tsx';
import { ApprovalItem } from './approval-item.tsx';

const approval = (over: Partial<ConsoleApproval> = {}): ConsoleApproval => ({
  id: '12',
  kind: 'offer.create',
  target: 'offer:new:gift-pack',
  value: 41,
  reason: 'item_cap',
  status: 'pending',
  requestedBy: '7',
  requestedByName: 'Контент',
  requestedAt: '2026-12-05T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  body: { bonus_money: 41 },
  ...over,
});

const me = (userId: string): ConsoleMe => ({
  userId,
  login: 'staff',
  nickname: 'Staff',
  role: 'admin',
  rights: ['money.adjust'],
  expiresAt: '2026-12-06T10:00:00.000Z',
});

const item = (a: ConsoleApproval, who: ConsoleMe) =>
  renderRu(
    <ul>
      <ApprovalItem approval={a} />
    </ul>,
    { bundles: ['console'], queries: [[consoleMeQueryOptions().queryKey, who]] },
  );

afterEach(() => vi.unstubAllGlobals());

describe('a save waiting for approval', () => {
  it('names what it saves and why it waits; another staff member approves it', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ ...approval(), status: 'approved', decided_by: '9' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    item(approval(), me('9'));
    const summary = screen.getByText('Новое предложение').closest('summary')!;
    expect(summary.textContent).toContain('offer:new:gift-pack');
    expect(summary.textContent).toContain('выше лимита одного сохранения');
    expect(summary.textContent).toContain('Ждут');
    expect(screen.getByText(/Отправил Контент/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отклонить' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить и сохранить' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatch(/\/v1\/admin\/approvals\/12\/approve$/);
  });

  it('is decided by someone else than its sender, and a decided one offers nothing', () => {
    const own = item(approval(), me('7'));
    expect(screen.queryByRole('button', { name: 'Подтвердить и сохранить' })).toBeNull();
    expect(
      screen.getByText('Это ваше сохранение: его подтверждает другой сотрудник.'),
    ).toBeTruthy();
    own.unmount();
    item(
      approval({ status: 'rejected', decidedBy: '9', decidedAt: '2026-12-05T11:00:00.000Z' }),
      me('9'),
    );
    expect(screen.getByText('Отклонены')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
