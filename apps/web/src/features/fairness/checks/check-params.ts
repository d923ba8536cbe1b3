/**
 * A check tab's inputs kept in the URL's query (so a result's "check" link fills them and a reload keeps
 * them): `values` by name ('' when absent) and `set(name, value)`, which replaces the history entry.
 */
import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** The history state that marks a query this page wrote. */
const OURS = { checkQueryWrite: true } as const;

const isOurs = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'checkQueryWrite' in state;

/**
 * The query as this page last wrote it, and `write(next)`. React Router applies a query change as a
 * navigation that renders later (a transition), so a render can show an older query than the one
 * already written: the render of a transition in flight, or an urgent render (a query's data
 * arriving) that shows the last committed location while newer writes wait. Edits start from the
 * latest written query, never from what a render shows, and a shown query replaces it only when it
 * is a navigation this page has not seen yet and did not write (a "check" link, back and forward):
 * each write is marked in the history state, and each location adopted is remembered by its key.
 */
export function useLatestQuery(): [
  URLSearchParams,
  (change: (latest: URLSearchParams) => URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = useRef<{ latest: URLSearchParams; seen: Set<string> } | null>(null);
  if (state.current === null) {
    state.current = { latest: params, seen: new Set([location.key]) };
  } else if (!isOurs(location.state) && !state.current.seen.has(location.key)) {
    state.current.seen.add(location.key);
    state.current.latest = params;
  }
  const current = state.current;
  const update = useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(current.latest));
      current.latest = next;
      setParams(next, { replace: true, preventScrollReset: true, state: OURS });
    },
    [setParams, current],
  );
  return [current.latest, update];
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
