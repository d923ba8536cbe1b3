/**
 * Keeps the console's support pages live (issue 30 "Support"): while mounted, the inbox socket
 * (api/console-inbox-live.ts, loaded on demand) refreshes every support query on each `support_inbox` event.
 * Returns whether the live room is joined.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CONSOLE_SUPPORT_KEY } from '../../../api/endpoints/get-console-support-inbox.ts';

export function useInboxLive(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let closed = false;
    void import('../../../api/console-inbox-live.ts').then(({ connectInboxLive }) => {
      if (closed) return;
      stop = connectInboxLive(
        () => void queryClient.invalidateQueries({ queryKey: CONSOLE_SUPPORT_KEY }),
        (on) => {
          setLive(on);
          // What changed while the room was not joined.
          if (on) void queryClient.invalidateQueries({ queryKey: CONSOLE_SUPPORT_KEY });
        },
      );
    });
    return () => {
      closed = true;
      stop?.();
    };
  }, [queryClient]);
  return live;
}
