/** Keeps the user's balances and VIP fresh everywhere (the mine screen too) after money moves. */
import type { UserInfo } from '@lld/protocol/api/user';
import { queryClient } from '@/lib/query-client';
import { userInfoQueryKey } from '@/lib/session/api/get-user-info';
import { useSessionStore } from '@/lib/session/session-store';

/** A call that returned the new UserInfo (redeem, exchange): put it in the cache at once. */
export function applyUserInfo(info: UserInfo): void {
  const { token, setUserInfo } = useSessionStore.getState();
  queryClient.setQueryData(userInfoQueryKey(token), info);
  setUserInfo(info);
}

/** After a credited order: fetch user info anew (balances on /mine change without a reload). */
export function refreshUserInfo(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['user', 'info'] });
}
