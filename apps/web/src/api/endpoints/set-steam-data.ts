/**
 * POST /v1/users/set/steam/data { link?, login? } → { message } (spec 000 §5, §7; spec 001 §7).
 * Errors: 400 steamUrlEmpty, steamUrlValidation, steamLogin*; 409 steamLogin (the login is on too many accounts,
 * STEAM_LOGIN_MAX_ACCOUNTS) — shown by key.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { steamDataResponse } from '@cases/domain/api/withdrawals';
import { apiPost } from '../client.ts';
import { meQueryOptions } from './get-me.ts';

export interface SteamDataInput {
  link?: string;
  login?: string;
}

/** Saves the trade link and/or the Steam login. */
export function setSteamData(input: SteamDataInput) {
  return apiPost('/v1/users/set/steam/data', { schema: steamDataResponse, body: input });
}

/** Mutation: the saved values go straight into the me query. */
export function useSetSteamData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSteamData,
    onSuccess: (_res, input) => {
      queryClient.setQueryData(meQueryOptions().queryKey, (me) =>
        me
          ? {
              ...me,
              steam: {
                link: input.link ?? me.steam.link,
                login: input.login ?? me.steam.login,
              },
            }
          : me,
      );
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      // A saved trade link is what the Steam subscription needs.
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
    },
  });
}
