/**
 * The audit log's entries (issue 30 "Audit"): time, staff member (sign-in login and id, issue 48; the command line
 * for none), role, action (its label and code), target, address; each row opens to its before and after JSON.
 */
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '@cases/domain/api/admin';
import type { AuditEntry } from '../../../api/endpoints/get-console-audit.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { JsonView } from './json-view.tsx';

function ActionName({ action }: { action: string }) {
  const { t, i18n } = useTranslation();
  const key = `console.audit.actions.${action.replace(/\./g, '_')}`;
  return (
    <>
      {i18n.exists(key) && (
        <span className="console-audit__label">{t(key as 'console.title')}</span>
      )}
      <code className="console-code-text">{action}</code>
    </>
  );
}

/** A staff role in words when it is one of STAFF_ROLES, else as stored. */
function RoleName({ role }: { role: string }) {
  const { t } = useTranslation();
  const known = (STAFF_ROLES as readonly string[]).includes(role);
  return known ? t(`console.roles.${role as StaffRole}`) : role;
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div
      className="console-table-wrap"
      role="region"
      aria-label={t('console.audit.table')}
      tabIndex={0}
    >
      <table className="console-table console-table--cards">
        <thead>
          <tr>
            <th scope="col">{t('console.audit.at')}</th>
            <th scope="col">{t('console.audit.actorColumn')}</th>
            <th scope="col">{t('console.audit.role')}</th>
            <th scope="col">{t('console.audit.action')}</th>
            <th scope="col">{t('console.audit.target')}</th>
            <th scope="col">{t('console.audit.ip')}</th>
            <th scope="col">{t('console.audit.details')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const expanded = open.has(e.id);
            return (
              <Fragment key={e.id}>
                <tr data-testid="audit-entry" data-action={e.action}>
                  <td data-label={t('console.audit.at')} className="console-nowrap">
                    {f.dateTime(e.at)}
                  </td>
                  <td data-label={t('console.audit.actorColumn')}>
                    {e.actorId === null ? (
                      <span className="console-dim">{t('console.audit.cli')}</span>
                    ) : (
                      <>
                        {e.actorLogin ?? e.actorNickname ?? t('console.dash')}{' '}
                        <span className="console-dim">#{e.actorId}</span>
                      </>
                    )}
                  </td>
                  <td data-label={t('console.audit.role')}>
                    {e.role ? <RoleName role={e.role} /> : t('console.dash')}
                  </td>
                  <td data-label={t('console.audit.action')}>
                    <ActionName action={e.action} />
                  </td>
                  <td data-label={t('console.audit.target')}>
                    <code className="console-code-text">{e.target ?? t('console.dash')}</code>
                  </td>
                  <td data-label={t('console.audit.ip')} className="console-nowrap">
                    <code className="console-code-text">{e.ip ?? t('console.dash')}</code>
                  </td>
                  <td data-label={t('console.audit.details')}>
                    <button
                      type="button"
                      className="console-expand"
                      aria-expanded={expanded}
                      aria-controls={`audit-${e.id}`}
                      aria-label={t(expanded ? 'console.audit.hide' : 'console.audit.show', {
                        id: e.id,
                      })}
                      onClick={() => toggle(e.id)}
                    >
                      <span aria-hidden="true">{expanded ? '▴' : '▾'}</span> #{e.id}
                    </button>
                  </td>
                </tr>
                {expanded && (
                  <tr className="console-table__detail" id={`audit-${e.id}`}>
                    <td colSpan={7}>
                      <div className="console-diff">
                        <JsonView title={t('console.audit.before')} value={e.before} />
                        <JsonView title={t('console.audit.after')} value={e.after} />
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
