/**
 * Session state: the token (mirrored in localStorage 'token', spec §4) and the user's info.
 * Every login, registration or bind calls `setSession`; logout and code 1000 call `clearAuth`.
 */
import type { UserInfo } from '@lld/protocol/api/user';
import { create } from 'zustand';
import { onAuthInvalid } from '@/lib/api/client';
import { clearToken, getToken, setToken } from '@/lib/storage';

export interface SessionState {
  token: string;
  userInfo: UserInfo | null;
  /** After a login: stores the token and replaces the user info. */
  setSession(session: { token: string; userInfo: UserInfo }): void;
  setUserInfo(userInfo: UserInfo | null): void;
  /** Forgets the token (storage too) and the user info. */
  clearAuth(): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: getToken(),
  userInfo: null,
  setSession: ({ token, userInfo }) => {
    setToken(token);
    set({ token, userInfo });
  },
  setUserInfo: (userInfo) => set({ userInfo }),
  clearAuth: () => {
    clearToken();
    set({ token: '', userInfo: null });
  },
}));

// A code-1000 response clears the token in storage; keep the store in step.
onAuthInvalid(() => useSessionStore.getState().clearAuth());

export const selectIsLoggedIn = (s: SessionState) => s.token !== '';
export const selectIsGuest = (s: SessionState) => s.userInfo?.isGuest ?? true;
