/**
 * A check tab's inputs kept in the URL's query (so a result's "check" link fills them and a reload keeps
 * them): `values` by name ('' when absent) and `set(name, value)`, which replaces the history entry.
 */
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The query as this page last wrote it, and `write(next)`. React Router applies a query change as a
 * navigation that renders later (a transition), and its functional update reads the query of the last
 * render: two edits before that render (a fast typist, a test filling fields) would each start from
 * the old query and the second would undo the first. Edits here start from the latest written query;
 * a query this page did not write (a "check" link, back and forward) replaces it.
 */
export function useLatestQuery(): [
  URLSearchParams,
  (change: (latest: URLSearchParams) => URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams();
  const state = useRef({ latest: params, written: new Set<string>() });
  const key = params.toString();
  if (state.current.written.has(key)) {
    // One of ours arrived; the ones written before it are behind us.
    if (key === state.current.latest.toString()) state.current.written.clear();
  } else if (key !== state.current.latest.toString()) {
    state.current = { latest: params, written: new Set() };
  }
  const update = useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(state.current.latest));
      state.current.latest = next;
      state.current.written.add(next.toString());
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return [state.current.latest, update];
}

export function useCheckParams<K extends string>(names: readonly K[]) {
  const [params, update] = useLatestQuery();
  const values = Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<
    K,
    string
  >;
  const set = useCallback(
    (name: K, value: string) =>
      update((next) => {
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      }),
    [update],
  );
  return { values, set };
}

/** A non-negative integer typed as text, or null. */
export const intOf = (v: string): number | null =>
  /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : null;
