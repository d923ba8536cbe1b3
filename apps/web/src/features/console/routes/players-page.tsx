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
import { QueryFallback } from '../components/query-state.tsx';
import { RequireRight } from '../components/require-right.tsx';
import { BlockedBadge } from '../components/blocked-badge.tsx';
import { ListTable } from '../components/list-table.tsx';
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
          <ListTable
            label={t('console.players.table')}
            rows={found.data}
            rowKey={(p) => p.userId}
            columns={[
              {
                key: 'id',
                label: t('console.players.id'),
                className: 'console-dim',
                cell: (p) => `#${p.userId}`,
              },
              {
                key: 'nickname',
                label: t('console.players.nickname'),
                cell: (p) => <Link to={paths.consolePlayer(p.userId)}>{p.nickname}</Link>,
              },
              {
                key: 'login',
                label: t('console.players.login'),
                cell: (p) => <code className="console-code-text">{p.login}</code>,
              },
              {
                key: 'steam',
                label: t('console.players.steam'),
                cell: (p) => p.steamLogin ?? t('console.dash'),
              },
              {
                key: 'email',
                label: t('console.players.email'),
                cell: (p) => p.email ?? t('console.dash'),
              },
              {
                key: 'balance',
                label: t('console.players.balance'),
                num: true,
                cell: (p) => f.rub(p.balance),
              },
              {
                key: 'coins',
                label: t('console.players.coins'),
                num: true,
                cell: (p) => f.coins(p.coinBalance),
              },
              { key: 'level', label: t('console.players.level'), num: true, cell: (p) => p.level },
              {
                key: 'status',
                label: t('console.players.status'),
                cell: (p) => <BlockedBadge blocked={p.blocked} />,
              },
              {
                key: 'registered',
                label: t('console.players.registered'),
                nowrap: true,
                cell: (p) => f.date(p.createdAt),
              },
            ]}
          />
        )
      ) : (
        <QueryFallback query={found} />
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
