/**
 * /admin/players?q= (issue 30 "Players"; right players.read): find players by id, login, part of the
 * nickname, Steam or e-mail (the query stays in the URL), the results as a table linking to each player.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConsolePlayers } from '../../../api/endpoints/get-console-players.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { BlockedBadge } from '../components/blocked-badge.tsx';
import { useConsoleFormat } from '../lib/format.ts';

function PlayersSection() {
  const { t } = useTranslation();
  const id = useId();
  const f = useConsoleFormat();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(q);
  const found = useConsolePlayers(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };
  return (
    <>
      <header className="console-head">
        <h1>{t('console.players.title')}</h1>
        {found.data && (
          <p className="console-dim">{t('console.players.found', { count: found.data.length })}</p>
        )}
      </header>
      <form className="console-panel console-search" role="search" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('console.players.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            maxLength={200}
            placeholder={t('console.players.searchHint')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit" busy={found.isFetching}>
          {t('console.players.submit')}
        </Button>
      </form>
      {q === '' ? (
        <p className="console-panel console-empty">{t('console.players.prompt')}</p>
      ) : found.data ? (
        found.data.length === 0 ? (
          <p className="console-panel console-empty">{t('console.players.empty')}</p>
        ) : (
          <div
            className="console-table-wrap"
            role="region"
            aria-label={t('console.players.table')}
            tabIndex={0}
          >
            <table className="console-table console-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('console.players.id')}</th>
                  <th scope="col">{t('console.players.nickname')}</th>
                  <th scope="col">{t('console.players.login')}</th>
                  <th scope="col">{t('console.players.steam')}</th>
                  <th scope="col">{t('console.players.email')}</th>
                  <th scope="col" className="console-num">
                    {t('console.players.balance')}
                  </th>
                  <th scope="col" className="console-num">
                    {t('console.players.coins')}
                  </th>
                  <th scope="col" className="console-num">
                    {t('console.players.level')}
                  </th>
                  <th scope="col">{t('console.players.status')}</th>
                  <th scope="col">{t('console.players.registered')}</th>
                </tr>
              </thead>
              <tbody>
                {found.data.map((p) => (
                  <tr key={p.userId}>
                    <td data-label={t('console.players.id')} className="console-dim">
                      #{p.userId}
                    </td>
                    <td data-label={t('console.players.nickname')}>
                      <Link to={paths.consolePlayer(p.userId)}>{p.nickname}</Link>
                    </td>
                    <td data-label={t('console.players.login')}>
                      <code className="console-code-text">{p.login}</code>
                    </td>
                    <td data-label={t('console.players.steam')}>
                      {p.steamLogin ?? t('console.dash')}
                    </td>
                    <td data-label={t('console.players.email')}>{p.email ?? t('console.dash')}</td>
                    <td data-label={t('console.players.balance')} className="console-num">
                      {f.rub(p.balance)}
                    </td>
                    <td data-label={t('console.players.coins')} className="console-num">
                      {f.coins(p.coinBalance)}
                    </td>
                    <td data-label={t('console.players.level')} className="console-num">
                      {p.level}
                    </td>
                    <td data-label={t('console.players.status')}>
                      <BlockedBadge blocked={p.blocked} />
                    </td>
                    <td data-label={t('console.players.registered')} className="console-nowrap">
                      {f.date(p.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : (
        <QueryState
          error={found.error}
          isPending={found.isPending}
          onRetry={() => void found.refetch()}
        />
      )}
    </>
  );
}

export function PlayersPage() {
  return (
    <RequireRight right="players.read">
      <PlayersSection />
    </RequireRight>
  );
}
