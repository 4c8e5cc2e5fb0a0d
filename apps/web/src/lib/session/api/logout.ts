/**
 * POST user/logout (PROTOCOL §6): revokes the token. Afterwards the device is its guest again
 * (the same devID returns the same guest user), so the session is bootstrapped anew.
 */

import { sessionCalls } from '@lld/protocol/api/calls/session';
import { ResultCode } from '@lld/protocol/result-codes';
import { useMutation } from '@tanstack/react-query';
import { apiCall, isApiError } from '@/lib/api/client';
import { queryClient } from '@/lib/query-client';
import { bootstrapSession } from '../bootstrap-session';
import { useSessionStore } from '../session-store';

export async function logout(): Promise<void> {
  try {
    await apiCall(sessionCalls.userLogout, {});
  } catch (error) {
    // Already invalid is as good as logged out.
    if (!isApiError(error, ResultCode.TOKEN_INVALID)) throw error;
  }
  useSessionStore.getState().clearAuth();
  queryClient.removeQueries({ queryKey: ['user'] });
  await bootstrapSession();
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
