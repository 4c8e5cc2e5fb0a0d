// The seven footer-tab glyphs on a 28×28 grid, as path data. The footer draws them inline
// (glyph-icon.tsx: line when idle, solid in the theme colour when active until the theme art has
// loaded); the theme art paints the same shapes with its palette and motif, so every theme keeps
// the silhouettes.
import type { FooterTabKey } from '@lld/protocol/routes';

export interface GlyphPart {
  d: string;
  /**
   * body: the silhouette (stroked when idle, filled when active);
   * inner: details on the body (drawn in a contrast colour when the body is filled);
   * outer: details outside the body (always drawn in the icon colour).
   */
  role: 'body' | 'inner' | 'outer';
  /** Inner details that are filled shapes rather than lines. */
  fill?: boolean;
  /** Stroke width (dots use a wider round stroke). */
  width?: number;
}

export const GLYPH_SIZE = 28;
export const GLYPH_STROKE = 1.8;

export const TAB_GLYPHS: Readonly<Record<FooterTabKey, readonly GlyphPart[]>> = {
  home: [
    { role: 'body', d: 'M4.75 12.4 13 5.3a1.6 1.6 0 0 1 2 0l8.25 7.1V22a2 2 0 0 1-2 2H6.75a2 2 0 0 1-2-2z' },
    { role: 'inner', d: 'M11 24v-4.2a3 3 0 0 1 6 0V24' },
  ],
  community: [
    {
      role: 'body',
      d: 'M14 4.6c5.5 0 10 3.8 10 8.6s-4.5 8.6-10 8.6c-1.2 0-2.3-.2-3.3-.5l-5 2.2 1.3-4.1C5.2 17.8 4 15.6 4 13.2 4 8.4 8.5 4.6 14 4.6z',
    },
    { role: 'inner', d: 'M9.8 13.3h.01M14 13.3h.01M18.2 13.3h.01', width: 2.6 },
  ],
  longVideo: [
    {
      role: 'body',
      d: 'M6 8.5h16a2.5 2.5 0 0 1 2.5 2.5v9.5A2.5 2.5 0 0 1 22 23H6a2.5 2.5 0 0 1-2.5-2.5V11A2.5 2.5 0 0 1 6 8.5z',
    },
    { role: 'outer', d: 'M10.5 4.5 14 8.2l3.5-3.7' },
    {
      role: 'inner',
      fill: true,
      d: 'M12.2 12.7v6.1a.6.6 0 0 0 .9.5l4.9-3a.6.6 0 0 0 0-1.1l-4.9-3a.6.6 0 0 0-.9.5z',
    },
  ],
  welfare: [
    {
      role: 'body',
      d: 'M5.6 13.4h16.8V22a2 2 0 0 1-2 2H7.6a2 2 0 0 1-2-2zM4.4 10a1.2 1.2 0 0 1 1.2-1.2h16.8a1.2 1.2 0 0 1 1.2 1.2v3.4H4.4z',
    },
    {
      role: 'outer',
      d: 'M14 8.6c-1.3-2.9-3.8-4.4-5.3-3.4-1.3.9-.5 3 1.9 3.4M14 8.6c1.3-2.9 3.8-4.4 5.3-3.4 1.3.9.5 3-1.9 3.4',
    },
    { role: 'inner', d: 'M14 9.2V24M4.6 13.4h18.8' },
  ],
  mine: [
    { role: 'body', d: 'M14 4.4a4.6 4.6 0 1 1 0 9.2 4.6 4.6 0 0 1 0-9.2z' },
    { role: 'body', d: 'M5 23.2c0-4.3 4-7.4 9-7.4s9 3.1 9 7.4a.8.8 0 0 1-.8.8H5.8a.8.8 0 0 1-.8-.8z' },
  ],
  game: [
    {
      role: 'body',
      d: 'M9 8.6h10a5.4 5.4 0 0 1 5.3 4.5l.9 5.6a3 3 0 0 1-5.1 2.6l-2.3-2.5h-7.6l-2.3 2.5a3 3 0 0 1-5.1-2.6l.9-5.6A5.4 5.4 0 0 1 9 8.6z',
    },
    { role: 'inner', d: 'M9.6 11.9v4.2M7.5 14h4.2' },
    { role: 'inner', d: 'M18.3 12.6h.01M20.4 15.2h.01', width: 2.6 },
  ],
  ai: [
    {
      role: 'body',
      d: 'M12.5 4.2c.6 4.9 3.1 7.4 8 8-4.9.6-7.4 3.1-8 8-.6-4.9-3.1-7.4-8-8 4.9-.6 7.4-3.1 8-8z',
    },
    {
      role: 'body',
      d: 'M21 16.8c.3 2.4 1.5 3.6 3.8 3.9-2.3.3-3.5 1.5-3.8 3.9-.3-2.4-1.5-3.6-3.8-3.9 2.3-.3 3.5-1.5 3.8-3.9z',
    },
  ],
};

export type GlyphMode = 'line' | 'solid';

export interface GlyphPaint {
  /** Colour of the body and outer strokes: a colour or `url(#id)` of a gradient. */
  color: string;
  /** Colour of inner details when the body is filled. */
  contrast: string;
}

/** One path of a glyph as drawn: the theme art writes it as markup, the footer as an element. */
export interface GlyphPath {
  d: string;
  fill: string;
  stroke: string;
  strokeWidth: number;
  /** Round line caps: lines have them, filled shapes do not (every path has round joins). */
  roundCap: boolean;
}

/** The paths of a glyph in `mode`, painted. */
export function glyphPaths(parts: readonly GlyphPart[], mode: GlyphMode, paint: GlyphPaint): GlyphPath[] {
  return parts.map((p) => {
    // A body is filled in solid mode; inner details take the contrast colour on a filled body.
    const color = p.role === 'inner' && mode === 'solid' ? paint.contrast : paint.color;
    const filled = p.role === 'body' ? mode === 'solid' : p.fill === true;
    return filled
      ? { d: p.d, fill: color, stroke: color, strokeWidth: 1, roundCap: false }
      : { d: p.d, fill: 'none', stroke: color, strokeWidth: p.width ?? GLYPH_STROKE, roundCap: true };
  });
}

/** SVG markup of a glyph's paths (no <svg> wrapper), for the theme art builders. */
export function glyphMarkup(parts: readonly GlyphPart[], mode: GlyphMode, paint: GlyphPaint): string {
  return glyphPaths(parts, mode, paint)
    .map((p) => {
      const cap = p.roundCap ? ' stroke-linecap="round"' : '';
      return `<path d="${p.d}" fill="${p.fill}" stroke="${p.stroke}" stroke-width="${p.strokeWidth}"${cap} stroke-linejoin="round"/>`;
    })
    .join('');
}
