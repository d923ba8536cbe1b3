/**
 * The console's sections of this slice (issue 30) and the right each needs (ROLE_RIGHTS,
 * packages/domain/src/api/admin.ts; docs/console.md): the navigation shows only what the staff member's
 * `rights` allow.
 */
import type { StaffRight } from '@cases/domain/api/admin';
import { paths } from '../../../shared/paths.ts';

export interface ConsoleSection {
  key: 'techWork' | 'audit' | 'players';
  path: string;
  right: StaffRight;
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { key: 'players', path: paths.consolePlayers(), right: 'players.read' },
  { key: 'techWork', path: paths.consoleTechWork(), right: 'site.write' },
  { key: 'audit', path: paths.consoleAudit(), right: 'audit.read' },
];

/** The sections `rights` open, in navigation order. */
export const sectionsFor = (rights: readonly string[]): ConsoleSection[] =>
  CONSOLE_SECTIONS.filter((s) => rights.includes(s.right));
