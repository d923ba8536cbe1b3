/**
 * /admin/staff (issue 44 "Console access ends when it should"; right staff.manage, the owner): every staff account
 * with its role and state — blocked, or its console locked by too many wrong authenticator codes (the owner sees it
 * here) — and "Unlock" for a locked one (POST /v1/admin/staff/{id}/unlock, audited `staff.unlock`).
 */
import { useTranslation } from 'react-i18next';
import {
  useConsoleStaff,
  type ConsoleStaffEntry,
} from '../../../api/endpoints/get-console-staff.ts';
import { useUnlockConsoleStaff } from '../../../api/endpoints/console-unlock-staff.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { ListTable, type ListColumn } from '../components/list-table.tsx';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { useConsoleError } from '../lib/use-console-error.ts';

type Row = ConsoleStaffEntry & { id: string };

/** The account's state as a badge: locked and blocked are the owner's to act on. */
function StaffState({ entry }: { entry: ConsoleStaffEntry }) {
  const { t } = useTranslation();
  if (entry.locked)
    return (
      <span className="console-badge console-badge--bad">
        {t('console.staffPage.locked', { count: entry.failedCodes })}
      </span>
    );
  if (entry.blocked)
    return (
      <span className="console-badge console-badge--bad">{t('console.staffPage.blocked')}</span>
    );
  return <span className="console-badge console-badge--ok">{t('console.staffPage.active')}</span>;
}

function UnlockButton({ entry }: { entry: ConsoleStaffEntry }) {
  const { t } = useTranslation();
  const unlock = useUnlockConsoleStaff();
  const onError = useConsoleError();
  const name = entry.login ?? entry.nickname;
  return (
    <Button
      size="sm"
      busy={unlock.isPending}
      aria-label={t('console.staffPage.unlockOf', { name })}
      onClick={() =>
        unlock.mutate(
          { userId: entry.userId },
          {
            onSuccess: () =>
              showToast({ type: 'success', message: t('console.staffPage.unlocked', { name }) }),
            onError,
          },
        )
      }
    >
      {t('console.staffPage.unlock')}
    </Button>
  );
}

/** The staff table: who, role, state, wrong codes in a row, and the unlock action. */
export function StaffTable({ staff }: { staff: readonly ConsoleStaffEntry[] }) {
  const { t } = useTranslation();
  const columns: ListColumn<Row>[] = [
    {
      key: 'who',
      label: t('console.staffPage.who'),
      cell: (r) => (
        <>
          <strong>{r.nickname}</strong>
          {r.login && r.login !== r.nickname && <span className="console-dim"> · {r.login}</span>}
        </>
      ),
    },
    {
      key: 'role',
      label: t('console.staffPage.role'),
      nowrap: true,
      cell: (r) => (
        <span className={`console-role console-role--${r.role}`}>
          {t(`console.roles.${r.role}`)}
        </span>
      ),
    },
    { key: 'state', label: t('console.staffPage.state'), cell: (r) => <StaffState entry={r} /> },
    {
      key: 'codes',
      label: t('console.staffPage.failedCodes'),
      num: true,
      cell: (r) => r.failedCodes,
    },
    {
      key: 'actions',
      label: t('console.staffPage.actions'),
      wide: true,
      cell: (r) => (r.locked ? <UnlockButton entry={r} /> : t('console.dash')),
    },
  ];
  return (
    <ListTable
      label={t('console.staffPage.table')}
      rows={staff.map((s) => ({ ...s, id: s.userId }))}
      columns={columns}
    />
  );
}

function StaffSection() {
  const { t } = useTranslation();
  const staff = useConsoleStaff();
  return (
    <>
      <header className="console-head">
        <h1>{t('console.staffPage.title')}</h1>
      </header>
      <p className="console-lead">{t('console.staffPage.lead')}</p>
      {staff.data ? <StaffTable staff={staff.data} /> : <QueryFallback query={staff} />}
    </>
  );
}

export function StaffPage() {
  return (
    <RequireRight right="staff.manage">
      <StaffSection />
    </RequireRight>
  );
}
