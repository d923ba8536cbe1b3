/**
 * GET /v1/popup/info (spec 001 §3 "Info popup rewards: challenge levels plus dailyCase", §7; signed in): the
 * leaderboard reward waiting for the player, if any, and their daily case — id, picture, name and whether it can be
 * opened now.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../client.ts';
import { useSignedIn } from '../token.ts';

/** The pass info popup's figures for the signed-in player, fetched while `enabled` (the popup is open). */
export function usePopupInfo(enabled: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ['me', 'popup-info'] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/popup/info', {
        schema: () => import('@cases/domain/api/daily').then((m) => m.popupInfoResponse),
        signal,
      }),
    enabled: signedIn && enabled,
  });
}
