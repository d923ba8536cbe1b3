/**
 * /admin/players/:id (issue 30 "Players, money"; right players.read): one player — who they are, the
 * figures support asks about, their sessions (end them all: players.write), their lists one at a time (the
 * ledger, inventory, battles, games, orders, withdrawals, limits; player-tabs.tsx), a balance
 * adjustment with a confirmation step (money.adjust) and block / unblock with a reason (players.write).
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useConsoleMe } from '../../../api/endpoints/get-console-me.ts';
import { useConsolePlayer } from '../../../api/endpoints/get-console-player.ts';
import { paths } from '../../../shared/paths.ts';
import { AdjustForm } from '../components/adjust-form.tsx';
import { BlockForm } from '../components/block-form.tsx';
import { BlockedBadge } from '../components/blocked-badge.tsx';
import { PlayerFigures } from '../components/player-figures.tsx';
import { PlayerSessions } from '../components/player-sessions.tsx';
import { PlayerTabs } from '../components/player-tabs.tsx';
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { useConsoleFormat } from '../lib/format.ts';

function PlayerSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const rights = useConsoleMe().data?.rights ?? [];
  const profile = useConsolePlayer(id);
  const back = (
    <Link className="console-back" to={paths.consolePlayers()}>
      ← {t('console.player.back')}
    </Link>
  );
  if (isApiError(profile.error) && profile.error.code === 'userNotFound')
    return (
      <>
        {back}
        <section className="console-panel console-state">
          <h1 className="console-state__title">{t('console.player.notFound')}</h1>
        </section>
      </>
    );
  if (!profile.data)
    return (
      <>
        {back}
        <QueryFallback query={profile} />
      </>
    );
  const { player } = profile.data;
  return (
    <>
      {back}
      <header className="console-head console-head--player">
        <h1>{player.nickname}</h1>
        <BlockedBadge blocked={player.blocked} />
        {profile.data.role && (
          <span className={`console-role console-role--${profile.data.role}`}>
            {t(`console.roles.${profile.data.role}`)}
          </span>
        )}
        <p className="console-player-meta">
          <span>{t('console.player.id', { id: player.userId })}</span>
          <span>
            {t('console.players.login')}: <code className="console-code-text">{player.login}</code>
          </span>
          {player.steamLogin && <span>Steam: {player.steamLogin}</span>}
          {player.email && <span>{player.email}</span>}
          <span>
            {t('console.players.registered')}: {f.date(player.createdAt)}
          </span>
        </p>
      </header>
      <div className="console-player">
        <div className="console-player__main">
          <PlayerFigures profile={profile.data} />
          <PlayerSessions
            id={id}
            sessions={profile.data.sessions}
            canRevoke={rights.includes('players.write')}
          />
          <PlayerTabs id={id} canOpenOrders={rights.includes('withdrawals')} />
        </div>
        {(rights.includes('money.adjust') || rights.includes('players.write')) && (
          <aside className="console-player__side">
            {rights.includes('money.adjust') &&
              // Staff accounts are not adjusted (issue 44): the server refuses, so no form is offered.
              (profile.data.role ? (
                <p className="console-player__note">{t('console.adjust.staffAccount')}</p>
              ) : (
                <AdjustForm id={id} nickname={player.nickname} />
              ))}
            {rights.includes('players.write') && (
              <BlockForm id={id} blocked={player.blocked} reason={profile.data.blockedReason} />
            )}
          </aside>
        )}
      </div>
    </>
  );
}

export function PlayerPage() {
  const { id = '' } = useParams();
  return (
    <RequireRight right="players.read">
      <PlayerSection key={id} id={id} />
    </RequireRight>
  );
}
