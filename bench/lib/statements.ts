/**
 * Statements per request (issue 43 "the number of queries per opening is constant and recorded"): when the
 * bench's PostgreSQL was started with `shared_preload_libraries=pg_stat_statements`, `statementCounter` resets
 * the statistics of the shop's database and later reads how many statements it ran and for how long, in all
 * and the eight that took the most time. Undefined when the extension is not loaded (the figure is then simply not printed).
 */
import pg from 'pg';

export interface StatementFigures {
  /** Statements run (top level: a trigger's or a function's inner statements are part of their caller). */
  total: number;
  /** Their execution time in all, ms. */
  ms: number;
  /** The eight that took the most time. */
  top: { calls: number; ms: number; query: string }[];
}

/** Resets the shop database's statement statistics; the returned function reads them. */
export async function statementCounter(
  databaseUrl: string,
): Promise<(() => Promise<StatementFigures>) | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  } catch {
    await client.end();
    return undefined;
  }
  return async () => {
    try {
      const rows = (
        await client.query<{ calls: string; ms: number; query: string }>(
          `select calls::text, total_exec_time as ms,
                  left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query
           from pg_stat_statements s join pg_database d on d.oid = s.dbid
           where d.datname = current_database() and query not like '%pg_stat_statements%'
           order by total_exec_time desc`,
        )
      ).rows;
      return {
        total: rows.reduce((a, r) => a + Number(r.calls), 0),
        ms: rows.reduce((a, r) => a + r.ms, 0),
        top: rows.slice(0, 8).map((r) => ({ calls: Number(r.calls), ms: r.ms, query: r.query })),
      };
    } finally {
      await client.end();
    }
  };
}
