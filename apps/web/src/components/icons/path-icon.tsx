// One path at a fixed size, apart from the drawn set in icons.tsx: the home screen's closure needs
// only this, and the set is about 1 KB gzip more (docs/performance.md).

export interface PathIconProps {
  /** The drawing: path data on a square grid `box` units wide. */
  d: string;
  box: number;
  /** Width and height in px; left out, the stylesheet sizes it (by `className`). */
  size?: number;
  className?: string;
  /** A filled shape; otherwise a line `stroke` wide with round ends. */
  filled?: boolean;
  stroke?: number;
  /** How the line's corners join: round unless said. */
  join?: 'round' | 'miter';
}

/** One path at a fixed size (the header's back arrow, a lock mark, a chevron), in the text colour. */
export function PathIcon({ d, box, size, className, filled, stroke = 2, join = 'round' }: PathIconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox={`0 0 ${box} ${box}`} aria-hidden="true">
      {filled ? (
        <path d={d} fill="currentColor" />
      ) : (
        <path
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeLinejoin={join}
        />
      )}
    </svg>
  );
}
