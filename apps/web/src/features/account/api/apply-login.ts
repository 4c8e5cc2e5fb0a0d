/**
 * After any login, registration, bind or QR confirmation (spec §4): the new token and user
 * info replace the old ones, and every cached answer of the previous user is dropped (the
 * config stays: it is the same for everyone).
 */
import type { LoginResult } from '@lld/protocol/api/login';
import { queryClient } from '@/lib/query-client';
import { userInfoQueryKey } from '@/lib/session/api/get-user-info';
import { useSessionStore } from '@/lib/session/session-store';

export function applyLogin(result: LoginResult): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'ping' });
  queryClient.setQueryData(userInfoQueryKey(result.token), result.userInfo);
  useSessionStore.getState().setSession(result);
}

/** The account's own info changed (profile, phone, avatar): update the cache and the store. */
export function applyUserInfo(userInfo: LoginResult['userInfo']): void {
  const { token } = useSessionStore.getState();
  queryClient.setQueryData(userInfoQueryKey(token), userInfo);
  useSessionStore.getState().setUserInfo(userInfo);
}
