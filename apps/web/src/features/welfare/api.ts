// The welfare centre's calls (issue 13). Balances live in user/info: a call that pays gold
// refreshes it, so every screen showing the balance follows.
import { welfareCalls } from '@lld/protocol/api/calls/welfare';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { pageFetcher } from '@/lib/api/list';

export const welfareKeys = {
  checkin: ['welfare', 'checkin'] as const,
  tasks: ['welfare', 'tasks'] as const,
  apps: ['welfare', 'apps'] as const,
  income: ['welfare', 'invite', 'income'] as const,
  invitees: ['welfare', 'invite', 'list'] as const,
  level: ['welfare', 'level'] as const,
};

export const useCheckinState = () =>
  useQuery({ queryKey: welfareKeys.checkin, queryFn: () => apiCall(welfareCalls.welfareCheckinState) });
export const useTasks = () =>
  useQuery({ queryKey: welfareKeys.tasks, queryFn: () => apiCall(welfareCalls.usertaskList) });
export const useApps = () =>
  useQuery({ queryKey: welfareKeys.apps, queryFn: () => apiCall(welfareCalls.appsList) });
export const useInviteIncome = () =>
  useQuery({ queryKey: welfareKeys.income, queryFn: () => apiCall(welfareCalls.userInviteIncome) });
export const useLevel = () =>
  useQuery({ queryKey: welfareKeys.level, queryFn: () => apiCall(welfareCalls.userLevel) });
export const fetchInvitees = pageFetcher(welfareCalls.userInviteList, {});

export const checkin = () => apiCall(welfareCalls.welfareCheckin);
export const claimTask = (id: number) => apiCall(welfareCalls.usertaskGet, { id });
export const clickApp = (id: number) => apiCall(welfareCalls.appsClick, { id });
export const redeemInvite = (code: string) => apiCall(welfareCalls.userInviteRedeem, { code });

/** After gold was paid: the balance (user/info) and whatever else shows it. */
export function refreshAfterPay(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['user', 'info'] });
  void queryClient.invalidateQueries({ queryKey: welfareKeys.level });
}
