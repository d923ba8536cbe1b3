/**
 * GET /v1/sapper/current → { game } (issue 11 "a reload resumes it"): the player's open Techies game,
 * or null. The moves below write their answers into this query, so the page always shows the game.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camel } from '@cases/domain/casing';
import {
  sapperCurrentResponse,
  type SapperGame,
  type SapperGameResponse,
} from '@cases/domain/api/sapper';
import { apiGet } from '../../../api/client.ts';

export type Game = Camel<SapperGame>;
export type GameAnswer = Camel<SapperGameResponse>;

export const currentGameQueryOptions = () =>
  queryOptions({
    queryKey: ['sapper', 'current'] as const,
    queryFn: async ({ signal }) =>
      (await apiGet('/v1/sapper/current', { schema: sapperCurrentResponse, signal })).game,
  });

export function useCurrentGame(enabled: boolean) {
  return useQuery({ ...currentGameQueryOptions(), enabled });
}
