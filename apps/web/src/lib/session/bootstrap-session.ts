/**
 * Start-up session (spec §4, PROTOCOL §6): with no stored token, log in as the device's guest
 * and store the token; with one, keep it (a revoked token gets code 1000 on its first secure
 * call, which clears it and reloads into a fresh guest login).
 */

import { sessionCalls } from '@lld/protocol/api/calls/session';
import type { LoginResult } from '@lld/protocol/api/login';
import { ResultCode } from '@lld/protocol/result-codes';
import { ApiError, apiCall, isApiError } from '@/lib/api/client';
import { affCodeText, captureChannel } from '@/lib/channel';
import { getDeviceId } from '@/lib/device';
import { queryClient } from '@/lib/query-client';
import { getToken } from '@/lib/storage';
import { toast } from '@/lib/toast';
import session from '@/locales/zh-CN/session';
import { userInfoQueryKey, userInfoQueryOptions } from './api/get-user-info';
import { useSessionStore } from './session-store';

export interface BootstrapResult {
  token: string;
  /** True when this call created (or re-entered) the guest session. */
  guestLogin: boolean;
}

/** POST login/guest. 6004 / 6015 show the spec's message and throw (spec §8). */
export async function guestLogin(): Promise<LoginResult> {
  try {
    const result = await apiCall(sessionCalls.loginGuest, {
      devID: getDeviceId(),
      affCode: affCodeText(),
      token: '',
    });
    useSessionStore.getState().setSession(result);
    queryClient.setQueryData(userInfoQueryKey(result.token), result.userInfo);
    return result;
  } catch (error) {
    if (isApiError(error, ResultCode.DEVICE_BANNED) || isApiError(error, ResultCode.TOO_MANY_GUESTS)) {
      void toast(session.guestCreateFailed);
      throw new ApiError(error.code, error.msg, session.guestCreateFailed);
    }
    throw error;
  }
}

let running: Promise<BootstrapResult> | null = null;

/** Ensures a session exists. Concurrent callers share one guest login. */
export function bootstrapSession(): Promise<BootstrapResult> {
  if (running) return running;
  running = (async () => {
    captureChannel();
    const existing = getToken();
    if (existing) {
      const store = useSessionStore.getState();
      if (store.token !== existing) useSessionStore.setState({ token: existing });
      // Not awaited: the screen need not wait for it, and a 1000 here resets the session.
      void queryClient.prefetchQuery(userInfoQueryOptions(existing));
      return { token: existing, guestLogin: false };
    }
    const result = await guestLogin();
    return { token: result.token, guestLogin: true };
  })().finally(() => {
    running = null;
  });
  return running;
}
