/**
 * The audit log names each entry's action by its label and its staff member by sign-in login (issue 48): every action
 * the server may record (domain AUDIT_ACTIONS, which the server's `audit()` takes) has a label in Russian and in
 * English, and a row shows the label beside the code and the login beside the id.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@cases/domain/api/admin';
import type { AuditEntry } from '../../../api/endpoints/get-console-audit.ts';
import ru from '../../../i18n/console/ru.json';
import en from '../../../i18n/console/en.json';
import { renderRu } from '../../../test/render.tsx';
import { AuditTable } from './audit-table.tsx';

const entry = (action: string, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '1',
  actorId: '7',
  actorNickname: 'player_7',
  actorLogin: 'owner-anna',
  role: 'owner',
  at: '2026-12-03T10:00:00.000Z',
  ip: '127.0.0.1',
  action,
  target: 'case:1',
  before: null,
  after: null,
  ...over,
});

const labels = (texts: { console: { audit: { actions: Record<string, string> } } }) =>
  texts.console.audit.actions;

describe('the audit log’s names', () => {
  it('has a label for every action the server records, in both languages', () => {
    const key = (a: string) => a.replace(/\./g, '_');
    expect(AUDIT_ACTIONS.filter((a) => !labels(ru)[key(a)])).toEqual([]);
    expect(AUDIT_ACTIONS.filter((a) => !labels(en)[key(a)])).toEqual([]);
  });

  it('shows the label beside the code and the staff member’s login beside the id', () => {
    const r = renderRu(<AuditTable entries={[entry('case.update')]} />, { bundles: ['console'] });
    const row = r.getByTestId('audit-entry');
    expect(row.textContent).toContain('Изменение кейсаcase.update');
    expect(row.textContent).toContain('owner-anna #7');
    expect(row.textContent).not.toContain('player_7');
    r.unmount();
    const cli = renderRu(<AuditTable entries={[entry('staff.grant', { actorId: null })]} />, {
      bundles: ['console'],
    });
    expect(cli.getByTestId('audit-entry').textContent).toContain('командная строка');
    expect(cli.getByTestId('audit-entry').textContent).toContain('Выдача роли');
    cli.unmount();
  });
});
