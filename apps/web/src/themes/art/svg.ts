// Tiny helpers for the theme art: every asset is an SVG document turned into a data URI,
// usable as <img src> and as CSS `url(...)`.

/**
 * An SVG document of the given size (the viewBox matches it). Stretched to a box of another
 * shape it covers the box (`slice`), anchored at `align`, instead of leaving bars at the sides.
 */
export function svgDoc(width: number, height: number, body: string, defs = '', align = 'xMidYMid'): string {
  const d = defs ? `<defs>${defs}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="${align} slice">${d}${body}</svg>`;
}

/** A data URI of an SVG document. Quotes are encoded, so it is safe inside CSS `url("…")`. */
export function svgUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** `url("…")` for a data URI, for inline styles. */
export function cssUrl(uri: string): string {
  return `url("${uri}")`;
}

/** A linear gradient definition; `stops` are colours spread evenly, or [offset, colour] pairs. */
export function linear(
  id: string,
  stops: readonly (string | readonly [number, string, number?])[],
  dir: 'down' | 'right' | 'diagonal' = 'down',
): string {
  const [x2, y2] = dir === 'down' ? ['0', '1'] : dir === 'right' ? ['1', '0'] : ['1', '1'];
  const last = Math.max(stops.length - 1, 1);
  const s = stops
    .map((stop, i) => {
      const [offset, color, opacity] = typeof stop === 'string' ? [i / last, stop, undefined] : stop;
      const op = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${color}"${op}/>`;
    })
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/** A radial gradient fading from `color` at the centre to transparent. */
export function glow(id: string, color: string, opacity = 0.6): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** Round dots (sparkles, snow) at `[x, y, r]` points in one colour, optionally see-through. */
export function dots(
  fill: string,
  points: readonly (readonly [number, number, number])[],
  opacity = '',
): string {
  const o = opacity ? ` fill-opacity="${opacity}"` : '';
  return points.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${o}/>`).join('');
}

/** Places markup drawn on a local grid at (x, y), scaled by `s`, optionally rotated (degrees). */
export function place(markup: string, x: number, y: number, s = 1, rotate = 0, opacity = 1): string {
  const r = rotate ? ` rotate(${rotate})` : '';
  const o = opacity < 1 ? ` opacity="${opacity}"` : '';
  return `<g transform="translate(${x} ${y}) scale(${s})${r}"${o}>${markup}</g>`;
}
