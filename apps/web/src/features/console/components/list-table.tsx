/**
 * A console list as a table (cards on phones): the given columns of each row, with a translated label for
 * screen readers; used by the player's lists, the withdrawal queue and the orders.
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
}

export function ListTable<R extends { id: string }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: readonly R[];
  columns: readonly ListColumn<R>[];
}) {
  const cls = (c: ListColumn<R>) =>
    [
      c.num ? 'console-num' : '',
      c.nowrap ? 'console-nowrap' : 'console-break',
      c.wide ? 'console-cell--wide' : '',
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <div className="console-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="console-table console-table--cards">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.num ? 'console-num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.label} className={cls(c)}>
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
