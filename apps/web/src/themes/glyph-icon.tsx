// A footer-tab glyph drawn inline, as part of the page. As an <img> of an SVG data URI each
// icon was an SVG document of its own, which the browser builds (parse, frame, style, layout)
// on the main thread during the first screen's paint: seven of them were ~70 ms of a cold
// landing at 4x CPU (issue 19). Inline, its few paths are laid out with the rest of the page.
import type { FooterTabKey } from '@lld/protocol/routes';
import { GLYPH_SIZE, type GlyphMode, glyphPaths, TAB_GLYPHS } from './glyphs';

/** Inner details on a solid glyph: the app's background colour, as if cut out of it. */
const SOLID_DETAIL = '#0d0e1f';

export interface GlyphIconProps {
  glyph: FooterTabKey;
  mode: GlyphMode;
  /** The glyph's colour; the text colour around it unless given. */
  color?: string;
}

export function GlyphIcon({ glyph, mode, color = 'currentColor' }: GlyphIconProps) {
  return (
    <svg
      viewBox={`0 0 ${GLYPH_SIZE} ${GLYPH_SIZE}`}
      width={GLYPH_SIZE}
      height={GLYPH_SIZE}
      aria-hidden="true"
      focusable="false"
    >
      {glyphPaths(TAB_GLYPHS[glyph], mode, { color, contrast: SOLID_DETAIL }).map((p) => (
        <path
          key={p.d}
          d={p.d}
          fill={p.fill}
          stroke={p.stroke}
          strokeWidth={p.strokeWidth}
          strokeLinecap={p.roundCap ? 'round' : undefined}
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
