/**
 * `toast(text)`: antd-mobile Toast for the spec's 2000 ms (spec §9). Toast pulls in the
 * react-spring animation library, so it is loaded on the first toast, not at start-up.
 */
import { TOAST_DURATION_MS } from '@lld/protocol/constants';

export interface ToastOptions {
  icon?: 'success' | 'fail' | 'loading';
  /** Milliseconds; the spec's 2000 by default, 0 keeps it until cleared. */
  duration?: number;
}

type ToastApi = typeof import('antd-mobile/es/components/toast').default;
let loading: Promise<ToastApi> | undefined;

function loadToast(): Promise<ToastApi> {
  // The renderer and Toast load together on the first toast, not at start-up.
  loading ??= Promise.all([import('./antd-render'), import('antd-mobile/es/components/toast')]).then(
    ([render, m]) => {
      render.installAntdMobileRender();
      return m.default;
    },
  );
  return loading;
}

/** Shows the text; resolves once it is on screen (callers rarely need to wait). */
export async function toast(text: string, opts: ToastOptions = {}): Promise<void> {
  const Toast = await loadToast();
  Toast.show({
    content: text,
    duration: opts.duration ?? TOAST_DURATION_MS,
    ...(opts.icon ? { icon: opts.icon } : {}),
  });
}

export async function clearToast(): Promise<void> {
  if (!loading) return;
  (await loading).clear();
}
