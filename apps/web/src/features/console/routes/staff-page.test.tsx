/**
 * The owner's staff page (issue 44 "the owner sees it"): each staff account's role and state — a console locked by
 * wrong authenticator codes (with their count, in Russian plural forms) offers "Unlock", a blocked or active one
 * does not.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleStaffEntry } from '../../../api/endpoints/get-console-staff.ts';
import { renderRu } from '../../../test/render.tsx';
import { StaffTable } from './staff-page.tsx';

const entry = (over: Partial<ConsoleStaffEntry>): ConsoleStaffEntry => ({
  userId: '1',
  login: 'owner',
  nickname: 'Владелец магазина',
  role: 'owner',
  blocked: false,
  locked: false,
  failedCodes: 0,
  ...over,
});

describe('the staff page', () => {
  it("names each account's role and state, and offers the unlock for a locked console only", () => {
    renderRu(
      <StaffTable
        staff={[
          entry({}),
          entry({
            userId: '2',
            login: 'anna',
            nickname: 'Анна',
            role: 'support',
            locked: true,
            failedCodes: 5,
          }),
          entry({ userId: '3', login: 'oleg', nickname: 'Олег', role: 'content', blocked: true }),
          entry({
            userId: '4',
            login: 'ivan',
            nickname: 'Иван',
            role: 'admin',
            locked: true,
            failedCodes: 2,
          }),
        ]}
      />,
      { bundles: ['console'] },
    );
    const rows = within(screen.getByRole('region', { name: 'Сотрудники консоли' })).getAllByRole(
      'row',
    );
    const text = rows.slice(1).map((r) => r.textContent ?? '');
    expect(text[0]).toMatch(/Владелец магазина.*owner.*Владелец.*Активен/);
    expect(text[1]).toMatch(/Анна.*Поддержка.*Консоль заблокирована: 5 неверных кодов/);
    expect(text[2]).toMatch(/Олег.*Контент.*Заблокирован/);
    expect(text[3]).toMatch(/Иван.*Администратор.*Консоль заблокирована: 2 неверных кода/);
    const unlocks = screen.getAllByRole('button', { name: /^Разблокировать консоль/ });
    expect(unlocks.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Разблокировать консоль: anna',
      'Разблокировать консоль: ivan',
    ]);
  });
});
