/**
 * The console's sections of this slice (issue 30) and the right each needs (ROLE_RIGHTS,
 * packages/domain/src/api/admin.ts; docs/console.md): the navigation shows only what the staff member's
 * `rights` allow.
 */
import type { StaffRight } from '@cases/domain/api/admin';
import { paths } from '../../../shared/paths.ts';

export interface ConsoleSection {
  key:
    | 'techWork'
    | 'audit'
    | 'players'
    | 'catalog'
    | 'support'
    | 'dashboard'
    | 'settings'
    | 'withdrawals'
    | 'orders'
    | 'promo'
    | 'texts'
    | 'leaderboards'
    | 'season'
    | 'offers'
    | 'approvals'
    | 'staff';
  path: string;
  right: StaffRight;
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  // First: the console's home for roles with `reports` (issue 30 "Dashboard").
  { key: 'dashboard', path: paths.consoleDashboard(), right: 'reports' },
  { key: 'players', path: paths.consolePlayers(), right: 'players.read' },
  { key: 'withdrawals', path: paths.consoleWithdrawals(), right: 'withdrawals' },
  { key: 'orders', path: paths.consoleOrders(), right: 'withdrawals' },
  { key: 'support', path: paths.consoleSupport(), right: 'support' },
  { key: 'catalog', path: paths.consoleCases(), right: 'catalog' },
  { key: 'offers', path: paths.consoleOffers(), right: 'catalog' },
  { key: 'season', path: paths.consoleSeason(), right: 'catalog' },
  { key: 'promo', path: paths.consolePromo(), right: 'content' },
  { key: 'texts', path: paths.consoleTexts(), right: 'content' },
  { key: 'leaderboards', path: paths.consoleLeaderboards(), right: 'content' },
  { key: 'techWork', path: paths.consoleTechWork(), right: 'site.write' },
  { key: 'settings', path: paths.consoleSettings(), right: 'site.write' },
  { key: 'approvals', path: paths.consoleApprovals(), right: 'money.adjust' },
  { key: 'audit', path: paths.consoleAudit(), right: 'audit.read' },
  { key: 'staff', path: paths.consoleStaff(), right: 'staff.manage' },
];

/** The sections `rights` open, in navigation order. */
export const sectionsFor = (rights: readonly string[]): ConsoleSection[] =>
  CONSOLE_SECTIONS.filter((s) => rights.includes(s.right));
