/**
 * A player's open sessions (issue 30 "Players"): address, device and last use; "end all sessions"
 * (POST …/sessions/revoke, players.write) signs the player out everywhere.
 */
import { useTranslation } from 'react-i18next';
import type { ConsolePlayerProfile } from '../../../api/endpoints/get-console-player.ts';
import { useRevokePlayerSessions } from '../../../api/endpoints/console-revoke-sessions.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsoleFormat } from '../lib/format.ts';
import { ListTable } from './list-table.tsx';
import { useConsoleError } from '../lib/use-console-error.ts';

export function PlayerSessions({
  id,
  sessions,
  canRevoke,
}: {
  id: string;
  sessions: ConsolePlayerProfile['sessions'];
  canRevoke: boolean;
}) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const revoke = useRevokePlayerSessions(id);
  const onError = useConsoleError();
  return (
    <section className="console-panel" aria-labelledby="console-sessions">
      <div className="console-panel__head">
        <h2 id="console-sessions">{t('console.sessions.title')}</h2>
        {canRevoke && (
          <Button
            variant="danger"
            size="sm"
            busy={revoke.isPending}
            disabled={sessions.length === 0}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () =>
                  showToast({ type: 'success', message: t('console.sessions.revoked') }),
                onError,
              })
            }
          >
            {t('console.sessions.revokeAll')}
          </Button>
        )}
      </div>
      {sessions.length === 0 ? (
        <p className="console-empty">{t('console.sessions.empty')}</p>
      ) : (
        <ListTable
          label={t('console.sessions.table')}
          rows={sessions}
          columns={[
            {
              key: 'ip',
              label: t('console.sessions.ip'),
              nowrap: true,
              cell: (s) => <code className="console-code-text">{s.ip ?? t('console.dash')}</code>,
            },
            {
              key: 'device',
              label: t('console.sessions.device'),
              className: 'console-ua',
              cell: (s) => s.userAgent ?? t('console.dash'),
            },
            {
              key: 'lastUsed',
              label: t('console.sessions.lastUsed'),
              nowrap: true,
              cell: (s) => f.dateTime(s.lastUsedAt),
            },
          ]}
        />
      )}
    </section>
  );
}
