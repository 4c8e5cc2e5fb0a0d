// The welfare centre's calls (issue 13). Balances live in user/info: a call that pays gold
// refreshes it, so every screen showing the balance follows.
import { welfareCalls } from '@lld/protocol/api/calls/welfare';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { pageFetcher } from '@/lib/api/list';
import { domainMap, useAppConfig } from '@/lib/session/api/get-config';
import { inviteLink } from './invite-link';

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
/** My invite income and code, and the invite link built from it and the config's share domain. */
export function useInviteLink() {
  const income = useInviteIncome();
  const { data: config } = useAppConfig();
  const link = income.data ? inviteLink(income.data.code, domainMap(config)) : '';
  return { income, link };
}

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
