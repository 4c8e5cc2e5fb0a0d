// The game centre's calls (issue 15). Scores reach the server from the game's provider, never
// from here: after a game closes, the lists that show scores are refetched.
import { gamesCalls } from '@lld/protocol/api/calls/games';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';

export const gameKeys = {
  home: ['games', 'home'] as const,
  rank: (id: number) => ['games', 'rank', id] as const,
};

export const useGameHome = () =>
  useQuery({ queryKey: gameKeys.home, queryFn: () => apiCall(gamesCalls.gameHome) });
export const useGameRank = (id: number | null) =>
  useQuery({
    queryKey: gameKeys.rank(id ?? 0),
    queryFn: () => apiCall(gamesCalls.gameRank, { id: id ?? 0 }),
    enabled: id !== null,
  });

/** A one-use launch URL for the game, signed for me by the server. */
export const launchGame = (id: number) => apiCall(gamesCalls.gameLogin, { id });

/** After playing: recently played, leaderboards and the welfare tasks a game moves. */
export function refreshAfterPlay(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['games'] });
  void queryClient.invalidateQueries({ queryKey: ['welfare'] });
}
