/**
 * A console list as a table (cards on phones): the given columns of each row, with a translated label for
 * screen readers; every console table (players, their lists, queues, orders, the catalog, the audit).
 */
import type { ReactNode } from 'react';
import './console-money.css';

export interface ListColumn<R> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  /** Right-aligned figures. */
  num?: boolean;
  nowrap?: boolean;
  /** The whole card's width on phones (actions, forms). */
  wide?: boolean;
  /** The heading only for screen readers, and no label on the phone's card (an action's column). */
  hiddenLabel?: boolean;
  /** More classes of the column's cells (e.g. `console-dim`), or of each row's cell. */
  className?: string | ((row: R) => string);
}

const idOf = (row: unknown) => (row as { id: string | number }).id;

export function ListTable<R>({
  label,
  rows,
  columns,
  rowKey = idOf,
  tableClass,
}: {
  label: string;
  rows: readonly R[];
  columns: readonly ListColumn<R>[];
  /** The row's React key; default its `id`. */
  rowKey?: (row: R) => string | number;
  /** More classes of the table. */
  tableClass?: string;
}) {
  const cls = (c: ListColumn<R>, r: R) =>
    [
      c.num ? 'console-num' : '',
      c.nowrap ? 'console-nowrap' : 'console-break',
      c.wide ? 'console-cell--wide' : '',
      typeof c.className === 'function' ? c.className(r) : (c.className ?? ''),
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <div className="console-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className={`console-table console-table--cards${tableClass ? ` ${tableClass}` : ''}`}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.num ? 'console-num' : undefined}>
                {c.hiddenLabel ? <span className="visually-hidden">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td
                  key={c.key}
                  data-label={c.hiddenLabel ? undefined : c.label}
                  className={cls(c, r)}
                >
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
