/**
 * One of a player's paged lists in the console (issue 30 "Players"): its title, the rows of the asked page as a
 * table with the given columns, "nothing yet", paging by 50; loading and errors as every console query.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_PAGE_SIZE } from '@cases/domain/api/admin-player-lists';
import {
  useConsolePlayerList,
  type PlayerListName,
  type PlayerListPage,
} from '../../../api/endpoints/get-console-player-list.ts';
import { ListTable, type ListColumn } from './list-table.tsx';
import { Pager } from './pager.tsx';
import { QueryState } from './query-state.tsx';

export function PlayerListPanel<L extends PlayerListName>({
  id,
  list,
  title,
  columns,
}: {
  id: string;
  list: L;
  title: string;
  columns: readonly ListColumn<PlayerListPage<L>['rows'][number]>[];
}) {
  const { t } = useTranslation();
  const uid = useId();
  const [page, setPage] = useState(1);
  const q = useConsolePlayerList(id, list, page);
  return (
    <section className="console-panel" aria-labelledby={uid}>
      <div className="console-panel__head">
        <h2 id={uid}>{title}</h2>
      </div>
      {!q.data ? (
        <QueryState error={q.error} isPending={q.isPending} onRetry={() => void q.refetch()} />
      ) : q.data.rows.length === 0 ? (
        <p className="console-empty">{t('console.money.empty')}</p>
      ) : (
        <>
          <ListTable label={title} rows={q.data.rows} columns={columns} />
          <Pager page={page} total={q.data.total} pageSize={CONSOLE_PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </section>
  );
}
