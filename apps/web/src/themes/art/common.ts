// Drawings every theme uses (the plain ones too): wallet icons, film and AI decorations.
// Each is drawn on its own grid (size noted) and coloured by the caller.

/** Gold coin with an embossed 金. 24×24. */
export const coin = (face = '#ffc95c', edge = '#e09b2d', mark = '#fff1c7') =>
  `<circle cx="12" cy="12" r="10.5" fill="${edge}"/>` +
  `<circle cx="12" cy="11.2" r="9.6" fill="${face}"/>` +
  `<circle cx="12" cy="11.2" r="7" fill="none" stroke="${mark}" stroke-opacity=".7" stroke-width="1"/>` +
  `<path d="M8.6 8.2h6.8M12 8.2v7.4M9 11.6h6M8.4 15.6h7.2" stroke="${edge}" stroke-width="1.5" stroke-linecap="round"/>`;

/** Faceted diamond. 24×24. */
export const gem = (light = '#bdf0ff', mid = '#6fcff7', dark = '#3a8fd9') =>
  `<path d="M6.5 3.5h11l4.5 5.6L12 21.5 2 9.1z" fill="${mid}"/>` +
  `<path d="M6.5 3.5 9 9.1h6l2.5-5.6z" fill="${light}"/>` +
  `<path d="M2 9.1h7L12 21.5zM15 9.1h7L12 21.5z" fill="${dark}"/>` +
  `<path d="M9 9.1 12 21.5 15 9.1z" fill="${mid}"/>` +
  '<path d="M7.4 5.2 6 8.2" stroke="#fff" stroke-width="1" stroke-linecap="round" opacity=".8"/>';

/** Live-broadcast screen with a crown. 24×24. */
export const liveScreen = (screen = '#ff7a9c', crown = '#ffd34d', dot = '#ffffff') =>
  `<rect x="2.5" y="7" width="19" height="13.5" rx="3" fill="${screen}"/>` +
  `<path d="M7.5 2.5 12 6.2l4.5-3.7-1 4.6h-7z" fill="${crown}"/>` +
  `<circle cx="7.2" cy="11.2" r="1.5" fill="${dot}"/>` +
  `<path d="M10.6 12.2h7.2M10.6 15.4h5" stroke="${dot}" stroke-width="1.6" stroke-linecap="round" opacity=".9"/>`;

/** Member card with a chip and stripe. 24×24. */
export const memberCard = (card = '#9b8cff', chip = '#ffd34d', line = '#ffffff') =>
  `<rect x="2" y="5" width="20" height="14" rx="2.6" fill="${card}"/>` +
  `<rect x="4.8" y="8.4" width="4.6" height="3.6" rx=".9" fill="${chip}"/>` +
  `<path d="M4.8 15.4h9.4" stroke="${line}" stroke-width="1.5" stroke-linecap="round" opacity=".85"/>` +
  `<circle cx="17.4" cy="10.2" r="2.2" fill="${line}" opacity=".35"/>`;

/** Crown. 24×20. */
export const crown = (gold = '#ffd34d', gem = '#ff6b6b') =>
  `<path d="M2.5 6.5 7.5 11 12 3.5l4.5 7.5 5-4.5-2 11.5h-15z" fill="${gold}"/>` +
  `<rect x="4.5" y="16" width="15" height="2.6" rx="1" fill="${gold}"/>` +
  `<circle cx="12" cy="12" r="1.6" fill="${gem}"/>`;

/** Film strip. 40×24. */
export const filmStrip = (strip = '#ffffff', hole = '#000000') =>
  `<rect x="0" y="0" width="40" height="24" rx="3" fill="${strip}"/>` +
  [4, 12, 20, 28, 36]
    .map((x) => `<rect x="${x - 1.6}" y="2" width="3.2" height="3" rx=".6" fill="${hole}"/>`)
    .join('') +
  [4, 12, 20, 28, 36]
    .map((x) => `<rect x="${x - 1.6}" y="19" width="3.2" height="3" rx=".6" fill="${hole}"/>`)
    .join('') +
  `<rect x="3" y="7" width="15" height="10" rx="1.5" fill="${hole}" opacity=".35"/>` +
  `<rect x="22" y="7" width="15" height="10" rx="1.5" fill="${hole}" opacity=".35"/>`;

/** Round play button. 24×24. */
export const playDisc = (disc = '#ffffff', arrow = '#366ce3') =>
  `<circle cx="12" cy="12" r="11" fill="${disc}"/><path d="M9.6 7.6v8.8a.7.7 0 0 0 1.1.6l7-4.4a.7.7 0 0 0 0-1.2l-7-4.4a.7.7 0 0 0-1.1.6z" fill="${arrow}"/>`;

/** Friendly AI bot head. 32×28. */
export const botHead = (shell = '#ffffff', face = '#1b1d3c', eye = '#7ee0ff') =>
  `<path d="M16 1.5v3.2" stroke="${shell}" stroke-width="1.6" stroke-linecap="round"/><circle cx="16" cy="1.6" r="1.6" fill="${eye}"/>` +
  `<rect x="3" y="5" width="26" height="21" rx="9" fill="${shell}"/>` +
  `<rect x="6.5" y="9" width="19" height="12.5" rx="6.2" fill="${face}"/>` +
  `<circle cx="12" cy="15.2" r="2.1" fill="${eye}"/><circle cx="20" cy="15.2" r="2.1" fill="${eye}"/>` +
  `<rect x="0.5" y="12.5" width="3" height="6.5" rx="1.5" fill="${shell}"/><rect x="28.5" y="12.5" width="3" height="6.5" rx="1.5" fill="${shell}"/>`;

/** Concentric rings, for quiet background texture. Centred on (0, 0). */
export const rings = (color: string, radii: readonly number[], opacity = 0.12) =>
  radii
    .map((r) => `<circle cx="0" cy="0" r="${r}" fill="none" stroke="${color}" stroke-opacity="${opacity}"/>`)
    .join('');
