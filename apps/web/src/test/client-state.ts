// A clean client between tests: no stored token or device id, no cached X-User-Agent, no
// remembered sign-in failure or bad signature.
import { resetAuthInvalidState, resetStaleKeysState } from '@/lib/api/client';
import { resetXUserAgent } from '@/lib/device';
import { resetMemoryStorage } from '@/lib/storage';

export function resetClientState(): void {
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  resetXUserAgent();
  resetAuthInvalidState();
  resetStaleKeysState();
}
