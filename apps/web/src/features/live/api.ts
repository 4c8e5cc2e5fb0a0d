// Live TV calls (issue 15) and the signed live playlist URL (PROTOCOL §8 signing, live path).
import { LIVE_STREAM_PREFIX, liveCalls } from '@lld/protocol/api/calls/live';
import { buildPlaylistUrlAsync } from '@lld/protocol/sign-async';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { apiOrigin, getRuntimeConfig } from '@/lib/runtime-config';
import { getToken } from '@/lib/storage';

export const liveKeys = {
  home: ['live', 'home'] as const,
  recommended: ['live', 'recommended'] as const,
  play: (id: number) => ['live', 'play', id] as const,
  chat: (id: number) => ['live', 'chat', id] as const,
};

/** Viewer counts and what is on move: read again every half minute while shown. */
const REFRESH_MS = 30_000;

export const useLiveHome = () =>
  useQuery({
    queryKey: liveKeys.home,
    queryFn: () => apiCall(liveCalls.liveHome, {}),
    refetchInterval: REFRESH_MS,
  });
export const useLiveRecommended = () =>
  useQuery({
    queryKey: liveKeys.recommended,
    queryFn: () => apiCall(liveCalls.liveRecommended),
    refetchInterval: REFRESH_MS,
  });
export const useLivePlay = (id: number) =>
  useQuery({
    queryKey: liveKeys.play(id),
    queryFn: () => apiCall(liveCalls.livePlay, { id }),
    enabled: id > 0,
    refetchInterval: REFRESH_MS,
  });

export const sendChat = (channelId: number, text: string) =>
  apiCall(liveCalls.liveChatSend, { channelId, text });
export const loadChat = (channelId: number) => apiCall(liveCalls.liveChatList, { channelId, after: 0 });

/**
 * Absolute URL of a channel's live playlist, signed now with a fresh nonce (as VOD playlists
 * are), natively where the page can.
 */
export async function signedLivePlaylistUrl(id: number): Promise<string> {
  const base = apiOrigin();
  const path = await buildPlaylistUrlAsync({
    key: getRuntimeConfig().signKey,
    token: getToken(),
    prefix: LIVE_STREAM_PREFIX,
    id,
  });
  return `${base}${path}`;
}
