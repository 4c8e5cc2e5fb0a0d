/**
 * antd-mobile 5 renders its imperative components (Toast, Dialog) with the legacy
 * ReactDOM.render unless given a React 19 renderer: install one built on createRoot.
 * Kept apart from toast.ts so start-up pays only for this hook, not for Toast itself.
 */
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
