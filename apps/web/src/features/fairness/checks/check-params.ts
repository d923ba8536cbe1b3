/**
 * A check tab's inputs kept in the URL's query (so a result's "check" link fills them and a reload keeps
 * them): `values` by name ('' when absent) and `set(name, value)`, which replaces the history entry.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useCheckParams<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<
    K,
    string
  >;
  const set = useCallback(
    (name: K, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { values, set };
}

/** A non-negative integer typed as text, or null. */
export const intOf = (v: string): number | null =>
  /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : null;
