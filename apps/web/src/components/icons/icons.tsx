// The app's one set of small drawn icons (issue 22: no emoji, which render as empty boxes where
// the font lacks them). Line icons on a 24 grid, drawn in the current text colour, sized by
// `size` (default 1em so they sit in a line of text).
import type { ReactNode } from 'react';

interface IconProps {
  size?: number | string;
  className?: string;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
}

function Icon({ size = '1em', className, label, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `app-icon ${className}` : 'app-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: '-0.125em', flex: 'none' }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </svg>
  );
}

/** An icon of the set from its drawing on the 24 grid. */
function icon(drawing: ReactNode) {
  return (props: IconProps) => <Icon {...props}>{drawing}</Icon>;
}

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
);

export const LockIcon = icon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);

export const CommentIcon = icon(<path d="M4 5h16v11H9l-5 4z" />);

export function HeartIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props}>
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Icon>
  );
}

export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);

export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7" />);

export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20c.8-4 3.8-6 7.5-6s6.7 2 7.5 6" />
  </>,
);

export const ShieldIcon = icon(
  <>
    <path d="M12 3 5 6v5.5c0 4.5 3 8 7 9.5 4-1.5 7-5 7-9.5V6z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </>,
);

/** A painter's palette (AI picture). */
export const PaletteIcon = icon(
  <>
    <path d="M12 3a9 9 0 1 0 0 18c1.2 0 2-.8 2-1.9 0-.6-.3-1-.6-1.4-.3-.4-.6-.8-.6-1.3 0-1 .8-1.9 1.9-1.9H17a4 4 0 0 0 4-4C21 6.4 17 3 12 3z" />
    <circle cx="7.5" cy="11" r="1.2" />
    <circle cx="10" cy="7" r="1.2" />
    <circle cx="14.5" cy="7" r="1.2" />
  </>,
);

/** A face with a swap arrow (AI face swap). */
export const FaceSwapIcon = icon(
  <>
    <circle cx="10" cy="11" r="6.5" />
    <path d="M7.8 9.5h.01M12.2 9.5h.01M7.8 13.2c1.2 1 3.2 1 4.4 0" />
    <path d="M17.5 3.5 20 6l-2.5 2.5M20 6h-4" />
  </>,
);

/** A film frame with a play mark (video). */
export const FilmIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M7 5v14M17 5v14M3 9.5h4M3 14.5h4M17 9.5h4M17 14.5h4" />
    <path d="m10.5 9.8 3.5 2.2-3.5 2.2z" />
  </>,
);

/** An open book (novel). */
export const BookIcon = icon(
  <>
    <path d="M3 5.5c3-1.3 6-1.3 9 .8 3-2.1 6-2.1 9-.8v13c-3-1.3-6-1.3-9 .8-3-2.1-6-2.1-9-.8z" />
    <path d="M12 6.3v13" />
  </>,
);

// PathIcon has its own module (path-icon.tsx) so a screen that draws only paths (the home
// screen) does not download the whole set; importing it from here still works.
export { PathIcon, type PathIconProps } from './path-icon';

/** A filled crown on a 24×20 grid (membership), in `color` (the text colour unless given). */
export function Crown({
  size,
  className,
  color = 'currentColor',
}: {
  size?: number;
  className?: string;
  color?: string;
}) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 20" aria-hidden="true">
      <path d="M2.5 6.5 7.5 11 12 3.5l4.5 7.5 5-4.5-2 11.5h-15z" fill={color} />
    </svg>
  );
}

/** The padlock drawn filled (a locked chapter, the unlock sheet). */
export const FILLED_LOCK =
  'M3 5V4a3 3 0 0 1 6 0v1h.5A1.5 1.5 0 0 1 11 6.5v4A1.5 1.5 0 0 1 9.5 12h-7A1.5 1.5 0 0 1 1 10.5v-4A1.5 1.5 0 0 1 2.5 5zm1.5 0h3V4a1.5 1.5 0 0 0-3 0z';
