// The buttons of the welfare screens: the pill button (primary, ghost or plain) and 加载失败 · 重试
// where a block failed to load.
import type { ReactNode } from 'react';
import { tWelfare } from '../i18n';
import '../welfare.css';

export function WfButton({
  look,
  disabled,
  onClick,
  children,
}: {
  look?: 'primary' | 'ghost';
  disabled?: boolean;
  onClick?: () => unknown;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={look ? `wf-btn wf-btn--${look}` : 'wf-btn'}
      disabled={disabled}
      onClick={onClick ? () => void onClick() : undefined}
    >
      {children}
    </button>
  );
}

/** `card`: the block is missing altogether, so the button stands as a card of its own. */
export function RetryButton({ onRetry, card = false }: { onRetry: () => unknown; card?: boolean }) {
  return (
    <button
      type="button"
      className={card ? 'wf-retry app-card wf-card' : 'wf-retry'}
      onClick={() => void onRetry()}
    >
      {tWelfare('loadFailed')} · {tWelfare('retry')}
    </button>
  );
}
