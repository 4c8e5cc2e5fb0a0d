// A light modal layer for the home screen's popups (publish sheet, notice dialog): a fading
// mask and a panel that slides up (bottom) or scales in (center), closed by the mask, Escape
// or the caller. Plain CSS transitions, so the home route does not carry an animation library.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

const TRANSITION_MS = 240;

type Phase = 'closed' | 'entering' | 'open' | 'leaving';

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  placement: 'bottom' | 'center';
  /** Class of the panel. */
  className?: string;
  /** Accessible name of the dialog. */
  label: string;
  children: ReactNode;
}

export function Overlay({ open, onClose, placement, className, label, children }: OverlayProps) {
  const [phase, setPhase] = useState<Phase>(open ? 'entering' : 'closed');
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Mount, then switch to 'open' on the next frame so the transition runs; unmount after it.
  useEffect(() => {
    if (open) {
      setPhase('entering');
      const frame = requestAnimationFrame(() => setPhase('open'));
      return () => cancelAnimationFrame(frame);
    }
    setPhase((p) => (p === 'closed' ? p : 'leaving'));
    const timer = setTimeout(() => setPhase('closed'), TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // While open: no page scroll behind, Escape closes, focus moves into the panel.
  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    panel.current?.focus({ preventScroll: true });
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (phase === 'closed') return null;
  const shown = phase === 'open';
  return createPortal(
    <div className={`home-overlay is-${placement}${shown ? ' is-shown' : ''}`}>
      <div className="home-overlay__mask" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={className ? `home-overlay__panel ${className}` : 'home-overlay__panel'}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
