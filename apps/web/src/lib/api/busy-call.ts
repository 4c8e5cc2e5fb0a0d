// A call the user started with a tap (a save, an upload, a claim, a log-out): `busy` while it is
// on its way, so its button can wait and a second start is ignored; a failure is toasted as the
// server's message (`failText` when it gave none) before `onFail` does what else the screen needs
// (a refetch, a new captcha, a step back).
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { errorText } from './client';

export function useBusyCall() {
  const [busy, setBusy] = useState(false);
  const call = async (
    failText: string,
    action: () => Promise<unknown>,
    onFail?: (error: unknown) => unknown,
  ) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      void toast(errorText(error, failText));
      await onFail?.(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, call };
}
