/** user/qrcode and user/qrcode/info: the credential QR and the login QR. */
import type { QrAction, QrcodeInfoResult, QrcodeResult } from '@lld/protocol/api/account';
import { accountCalls } from '@lld/protocol/api/calls/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, resultOfType } from '@/lib/api/client';

export type Credential = Extract<QrcodeResult, { type: 'credential' }>;
export type LoginTicket = Extract<QrcodeResult, { type: 'login' }>;

export function getCredential(reset = false): Promise<Credential> {
  return apiCall(accountCalls.userQrcode, { type: 'credential', reset }).then((r) =>
    resultOfType(r, 'credential'),
  );
}

export const credentialQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['account', 'credential', token] as const,
    queryFn: () => getCredential(false),
    staleTime: 5 * 60_000,
  });

export function useCredential(token: string) {
  return useQuery(credentialQueryOptions(token));
}

export function createLoginTicket(): Promise<LoginTicket> {
  return apiCall(accountCalls.userQrcode, { type: 'login' }).then((r) => resultOfType(r, 'login'));
}

export function ticketInfo(ticket: string, action: QrAction = 'poll'): Promise<QrcodeInfoResult> {
  return apiCall(accountCalls.userQrcodeInfo, { ticket, action });
}
