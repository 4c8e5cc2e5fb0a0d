// A modal card over a dimmed page (pay results, confirmations, the redeem form).
import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';

export function Sheet({
  open,
  onClose,
  children,
  label,
  position = 'center',
}: {
  open: boolean;
  onClose?: () => void;
  children: ReactNode;
  label: string;
  position?: 'center' | 'bottom';
}) {
  useEffect(() => {
    if (!open) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [open]);
  if (!open) return null;
  return createPortal(
    <div
      className={`app-layer wallet-sheet is-${position}`}
      role="dialog"
      aria-modal="true"
      aria-label={label}
    >
      <button
        type="button"
        className="wallet-sheet__mask"
        aria-label={label}
        tabIndex={-1}
        onClick={onClose}
        disabled={!onClose}
      />
      <div className="wallet-sheet__panel">{children}</div>
    </div>,
    document.body,
  );
}
