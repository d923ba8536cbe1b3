/**
 * Fast missions (spec 001 §3 Missions, §7 "Missions, push, daily cases"): GET /v1/users/missions/social
 * (the player's missions), POST /v1/users/missions/social/{userId}/{type} (claims a reward, once),
 * POST /v1/users/socials/check { type }, POST /v1/users/send-email { email } and the trade-link submit
 * (POST /v1/users/set/steam/data { link }). Each answers `{ data: { msg, status, progress } }`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import { missionResult, missionsResponse, type Mission } from '@cases/domain/api/missions';
import { steamDataResponse } from '@cases/domain/api/withdrawals';
import type { MissionType, SocialType } from '@cases/domain/missions';
import { apiGet, apiPost } from '../../../api/client.ts';
import { useSignedIn } from '../../../api/token.ts';

export type MissionData = Camel<Mission>;

export const missionsQueryOptions = () =>
  queryOptions({
    queryKey: ['missions'] as const,
    queryFn: ({ signal }) =>
      apiGet('/v1/users/missions/social', { schema: missionsResponse, signal }),
  });

export function useMissions() {
  return useQuery({ ...missionsQueryOptions(), enabled: useSignedIn() });
}

/** After any mission call: the list, the balance (a paid reward) and the inventory (a case drop). */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: missionsQueryOptions().queryKey });
    void client.invalidateQueries({ queryKey: ['me'] });
    void client.invalidateQueries({ queryKey: ['inventory'] });
  };
}

/** Claims the reward of `type` for the player `userId` (errors mission_not_done, mission_claimed). */
export function useClaimMission(userId: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (type: MissionType) =>
      apiPost(
        `/v1/users/missions/social/${encodeURIComponent(userId)}/${encodeURIComponent(type)}`,
        { schema: missionResult },
      ),
    onSuccess,
  });
}

/** Records a visit of the shop's social page, or completes the mission after the delay. */
export function useCheckSocial() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (type: SocialType) =>
      apiPost('/v1/users/socials/check', { schema: missionResult, body: { type } }),
    onSuccess,
  });
}

/** Sends the confirmation mail of the e-mail mission. */
export function useSendEmail() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (email: string) =>
      apiPost('/v1/users/send-email', { schema: missionResult, body: { email } }),
    onSuccess,
  });
}

/** Saves the Steam trade link (the trade-link mission). */
export function useSubmitTradeLink() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (link: string) =>
      apiPost('/v1/users/set/steam/data', { schema: steamDataResponse, body: { link } }),
    onSuccess,
  });
}
