/**
 * The player's "fast open" choice (issue 9): skip the roulette and show the drop at once. Kept in
 * localStorage for a year so it is remembered across visits; read and written through a hook.
 */
import { useState } from 'react';
import { readStored, writeStored } from '../../../api/stored-value.ts';

const KEY = 'fast-open';
const TYPE = 'boolean';
const YEAR_MS = 365 * 24 * 3600_000;

/** [on, set] for the fast-open preference. */
export function useFastOpen(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readStored<boolean>(KEY, TYPE) === true);
  return [
    on,
    (next) => {
      setOn(next);
      writeStored(KEY, TYPE, next, YEAR_MS);
    },
  ];
}
