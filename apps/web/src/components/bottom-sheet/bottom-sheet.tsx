// A sheet from the bottom of the screen with a title and a close button over its scrolling
// body (an episode list, a book's catalogue, an audio book's tracks, a game's leaderboard) and
// an optional footer that stays below it. Tapping the mask closes it too; its content is dropped
// once closed.
import Popup from 'antd-mobile/es/components/popup';
import type { ReactNode } from 'react';
import { CloseIcon } from '@/components/icons/icons';
import { t } from '@/locales';
import './bottom-sheet.css';

export interface BottomSheetProps {
  visible: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Called once the closing animation has ended. */
  afterClose?: () => void;
  /** Added to the sheet's class (its own spacing). */
  className?: string;
  /** Accessible name of the close button; 关闭 unless given. */
  closeLabel?: string;
  /** Below the scrolling body, always in view. */
  footer?: ReactNode;
  children: ReactNode;
}

export function BottomSheet({
  visible,
  title,
  onClose,
  afterClose,
  className,
  closeLabel = t('common.close'),
  footer,
  children,
}: BottomSheetProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      afterClose={afterClose}
      bodyClassName={className ? `lld-sheet ${className}` : 'lld-sheet'}
      destroyOnClose
    >
      <div className="lld-sheet__head">
        <h2>{title}</h2>
        <button type="button" className="lld-sheet__close" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="lld-sheet__body">{children}</div>
      {footer}
    </Popup>
  );
}
