/**
 * POST /battles-api/open and /close (spec 001 §7 → spectators; issue 10): the battle page counts as a
 * spectator while it is open — `open` on arrival and every 30 s, `close` on leaving.
 */
import { useEffect } from 'react';
import { spectatorsResponse } from '@cases/domain/api/battles';
import { apiPost } from '../../../api/client.ts';
import { BATTLES_BASE } from './base.ts';

const REPEAT_MS = 30_000;

const call = (path: 'open' | 'close', battleUlid: string, key: string | null) =>
  apiPost(`${BATTLES_BASE}/${path}`, {
    schema: spectatorsResponse,
    body: key ? { battleUlid, key } : { battleUlid },
  });

/** Keeps this page counted among the battle's spectators while it is mounted. */
export function useSpectating(ulid: string, key: string | null, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const open = () => void call('open', ulid, key).catch(() => undefined);
    open();
    const timer = setInterval(open, REPEAT_MS);
    return () => {
      clearInterval(timer);
      void call('close', ulid, key).catch(() => undefined);
    };
  }, [ulid, key, enabled]);
}
