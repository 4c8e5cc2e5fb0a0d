/** POST user/info (PROTOCOL §6): the token's own UserInfo, kept in the session store too. */

import { sessionCalls } from '@lld/protocol/api/calls/session';
import type { UserInfo } from '@lld/protocol/api/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall, HttpError } from '@/lib/api/client';
import { useSessionStore } from '../session-store';

export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const info = await apiCall(sessionCalls.userInfo, {}, signal ? { signal } : {});
  // Without userId the answer is always the caller's own UserInfo (never a public profile).
  if (!('gold' in info)) throw new HttpError(200, undefined, 'own user info expected');
  useSessionStore.getState().setUserInfo(info);
  return info;
}

/** The key holds the token, so a new login fetches anew and never shows the old user. */
export function userInfoQueryKey(token: string) {
  return ['user', 'info', token] as const;
}

export function userInfoQueryOptions(token: string = useSessionStore.getState().token) {
  return queryOptions({
    queryKey: userInfoQueryKey(token),
    queryFn: ({ signal }) => getUserInfo(signal),
    enabled: token !== '',
    staleTime: 30_000,
  });
}

export function useUserInfo() {
  const token = useSessionStore((s) => s.token);
  const query = useQuery(userInfoQueryOptions(token));
  const setUserInfo = useSessionStore((s) => s.setUserInfo);
  // Data restored from the cache (not fetched) must reach the store as well.
  useEffect(() => {
    if (query.data) setUserInfo(query.data);
  }, [query.data, setUserInfo]);
  return query;
}
