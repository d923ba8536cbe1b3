/**
 * POST /battles-api/open and /close (spec 001 §7 → spectators; issue 10): the battle page counts as a
 * spectator while it is open — `open` on arrival and every 30 s, `close` on leaving. The count `open`
 * answers goes into the cached battle at once: the room's update may have left before this page joined it.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { spectatorsResponse } from '@cases/domain/api/battles';
import { apiPost } from '../../../api/client.ts';
import { BATTLES_BASE } from './base.ts';
import { battleQueryOptions } from './get-battle.ts';

const REPEAT_MS = 30_000;

const call = (path: 'open' | 'close', battleUlid: string, key: string | null) =>
  apiPost(`${BATTLES_BASE}/${path}`, {
    schema: spectatorsResponse,
    body: key ? { battleUlid, key } : { battleUlid },
  });

/** Keeps this page counted among the battle's spectators while it is mounted. */
export function useSpectating(ulid: string, key: string | null, enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const open = () =>
      void call('open', ulid, key).then(
        ({ spectators }) =>
          qc.setQueryData(battleQueryOptions(ulid, key).queryKey, (b) =>
            b ? { ...b, spectators } : b,
          ),
        () => undefined,
      );
    open();
    const timer = setInterval(open, REPEAT_MS);
    return () => {
      clearInterval(timer);
      void call('close', ulid, key).catch(() => undefined);
    };
  }, [ulid, key, enabled, qc]);
}
