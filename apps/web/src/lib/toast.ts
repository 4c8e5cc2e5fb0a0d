/**
 * `toast(text)`: antd-mobile Toast for the spec's 2000 ms (spec §9). antd-mobile 5 renders its
 * imperative components with the legacy ReactDOM.render unless given a React 19 renderer, so
 * this module installs one (createRoot) when it loads; `installAntdMobileRender()` is exported
 * for start-up code that shows a Dialog before any toast.
 */

import { TOAST_DURATION_MS } from '@lld/protocol/constants';
import Toast from 'antd-mobile/es/components/toast';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();
let installed = false;

export function installAntdMobileRender(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node: ReactElement, container: Element | DocumentFragment) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}

installAntdMobileRender();

export interface ToastOptions {
  icon?: 'success' | 'fail' | 'loading';
  /** Milliseconds; the spec's 2000 by default, 0 keeps it until cleared. */
  duration?: number;
}

export function toast(text: string, opts: ToastOptions = {}): void {
  Toast.show({
    content: text,
    duration: opts.duration ?? TOAST_DURATION_MS,
    ...(opts.icon ? { icon: opts.icon } : {}),
  });
}

export function clearToast(): void {
  Toast.clear();
}
