// Seasonal motifs, each drawn on its own small grid (size noted per motif) so the theme art
// can place and scale them with `place()`. Only seasonal theme modules import this file, so
// it is loaded with the first seasonal theme and never by the default theme.

// Noto Sans CJK SC first, as in --app-font (global.css): each family named before the one a
// Linux or ChromeOS Chromium has is a synchronous lookup on the page's main thread.
const CJK_FONT =
  "'Noto Sans CJK SC','PingFang SC','Hiragino Sans GB','Microsoft YaHei','Source Han Sans SC',serif";
const LATIN_FONT = "'Arial Black','Helvetica Neue',Arial,sans-serif";

// ── Dragon Boat (端午) ──────────────────────────────────────────────────────────────────────

/** Zongzi wrapped in bamboo leaves, tied with string. 24×24. */
export const zongzi = (leaf = '#3e8e3a', light = '#7cc653', string = '#f3dfa2') =>
  `<path d="M12 2.5 21.6 19.8a1.3 1.3 0 0 1-1.1 1.9H3.5a1.3 1.3 0 0 1-1.1-1.9z" fill="${leaf}"/>` +
  `<path d="M12 2.5 16.2 21.7H7.8z" fill="${light}"/>` +
  `<path d="M12 3.5 10.4 21.6M12 3.5l1.7 18.1" stroke="${leaf}" stroke-width=".7" opacity=".6"/>` +
  `<path d="M4.8 15.6c4.6 1.3 9.8 1.3 14.4 0" stroke="${string}" stroke-width="1.7" fill="none" stroke-linecap="round"/>` +
  `<path d="M12 16.6v3" stroke="${string}" stroke-width="1.4" stroke-linecap="round"/>`;

/** Dragon boat with rowers and oars. 44×18. */
export const dragonBoat = (hull = '#d94a3d', trim = '#f3c34a', crew = '#1c2a22') =>
  `<path d="M8 10.5h29c2.3 0 3.8-1.3 4.8-3.4l.9 2.3c-.7 3.4-3.5 6-7.6 6H11.5C9 15.4 7.6 13.5 8 10.5z" fill="${hull}"/>` +
  `<path d="M8.6 10.6 4.2 6.4 5.3 3.2l3.3 1.3 1.6 2.6L9.7 10z" fill="${trim}"/>` +
  `<circle cx="6" cy="5" r=".6" fill="${crew}"/>` +
  `<path d="M4.3 6.3 2 7.4" stroke="${trim}" stroke-width=".9" stroke-linecap="round"/>` +
  `<path d="M11 12.6h27" stroke="${trim}" stroke-width="1" stroke-dasharray="2.2 1.6"/>` +
  [14, 20, 26, 32]
    .map(
      (x) =>
        `<circle cx="${x}" cy="5.6" r="1.6" fill="${crew}"/><path d="M${x - 1.3} 10.4v-2.6a1.3 1.3 0 0 1 2.6 0v2.6z" fill="${crew}"/>` +
        `<path d="M${x + 0.6} 8.4 ${x + 4.6} 17.4" stroke="${crew}" stroke-width=".9" stroke-linecap="round"/>`,
    )
    .join('') +
  `<path d="M40.6 7.4 43 5.2l-.4 3.6z" fill="${trim}"/>`;

/** Rolling waves. 60×8. */
export const waves = (color = '#3aa57a', opacity = 0.8) =>
  `<path d="M0 5c5 0 5-4 10-4s5 4 10 4 5-4 10-4 5 4 10 4 5-4 10-4 5 4 10 4v3H0z" fill="${color}" opacity="${opacity}"/>`;

/** A slender bamboo/reed leaf. 24×8. */
export const leaf = (color = '#6cbf4a') =>
  `<path d="M1 6C7 .5 16 0 23 2.2 17 6 9 8 1 6z" fill="${color}"/><path d="M2.5 5.6C9 3.4 15 2.6 21.5 2.5" stroke="#fff" stroke-opacity=".35" stroke-width=".6" fill="none"/>`;

// ── Mid-Autumn & National Day (中秋国庆) ───────────────────────────────────────────────────

/** Full moon with soft craters. 24×24. */
export const moon = (face = '#ffe9a6', shade = '#f5cf6b') =>
  `<circle cx="12" cy="12" r="11" fill="${face}"/>` +
  `<circle cx="8" cy="9" r="2.6" fill="${shade}" opacity=".55"/><circle cx="15.5" cy="14.5" r="3.2" fill="${shade}" opacity=".45"/>` +
  `<circle cx="14" cy="6.5" r="1.3" fill="${shade}" opacity=".5"/><circle cx="7.5" cy="16" r="1.4" fill="${shade}" opacity=".4"/>`;

/** Jade rabbit sitting, seen from the side. 22×20. */
export const rabbit = (fur = '#ffffff', ear = '#ffb3c1', eye = '#d9607a') =>
  `<ellipse cx="12" cy="14.6" rx="6.8" ry="5" fill="${fur}"/>` +
  `<circle cx="7.4" cy="9.8" r="3.8" fill="${fur}"/>` +
  `<path d="M5.7 7C4.6 4 4.8 1.1 6 .9c1.2-.2 2.1 2.7 1.9 5.8z" fill="${fur}"/>` +
  `<path d="M8.2 6.6c.2-3.2 1.5-5.6 2.7-5.3 1.2.3 1.1 3.1-.6 6z" fill="${fur}"/>` +
  `<path d="M6.2 6.2c-.6-1.8-.5-3.6.1-3.7M9.2 6c.3-1.7.9-3 1.4-3" stroke="${ear}" stroke-width=".9" stroke-linecap="round"/>` +
  `<circle cx="6" cy="9.6" r=".7" fill="${eye}"/><circle cx="3.9" cy="11" r=".5" fill="${ear}"/>` +
  `<circle cx="18.9" cy="15" r="1.7" fill="${fur}"/>`;

/** Auspicious cloud (祥云) curl. 30×12. */
export const cloud = (color = '#ffe2a0', opacity = 0.85) =>
  `<path d="M3 11a3.4 3.4 0 0 1 .6-6.7A5.5 5.5 0 0 1 14 3a4.6 4.6 0 0 1 8.4 2.2A3 3 0 0 1 27 8a3 3 0 0 1-3 3z" fill="${color}" opacity="${opacity}"/>` +
  `<path d="M9 8.2a2 2 0 1 1 3.2 1.6M17.4 7.4a1.6 1.6 0 1 1 2.6 1.3" stroke="#fff" stroke-opacity=".5" stroke-width=".9" fill="none" stroke-linecap="round"/>`;

/** Mooncake with a flower stamp. 24×24. */
export const mooncake = (crust = '#d99a4a', edge = '#b87832', stamp = '#f3c77d') =>
  `<circle cx="12" cy="12" r="10.5" fill="${edge}"/>` +
  `<circle cx="12" cy="12" r="8.6" fill="${crust}"/>` +
  `<path d="M12 6.5c1.3 1.6 1.3 3.4 0 5.5-1.3-2.1-1.3-3.9 0-5.5zM12 17.5c-1.3-1.6-1.3-3.4 0-5.5 1.3 2.1 1.3 3.9 0 5.5zM6.5 12c1.6-1.3 3.4-1.3 5.5 0-2.1 1.3-3.9 1.3-5.5 0zM17.5 12c-1.6 1.3-3.4 1.3-5.5 0 2.1-1.3 3.9-1.3 5.5 0z" fill="${stamp}"/>`;

// ── Qixi (七夕) ──────────────────────────────────────────────────────────────────────────

/** Heart with a highlight. 24×22. */
export const heart = (fill = '#ff7aa8', shine = '#ffd1e1') =>
  `<path d="M12 20.6S2.5 14.9 2.5 8.3A5 5 0 0 1 12 5.6a5 5 0 0 1 9.5 2.7c0 6.6-9.5 12.3-9.5 12.3z" fill="${fill}"/>` +
  `<path d="M6.4 7.4a2.4 2.4 0 0 1 2.6-1.6" stroke="${shine}" stroke-width="1.4" stroke-linecap="round" fill="none"/>`;

/** Magpie in flight. 28×16. */
export const magpie = (body = '#1d2142', wing = '#4a5bbf', belly = '#ffffff') =>
  `<path d="M1.5 10.2c3.4-1.3 6.9-1.2 10.2.4l4.7-2.9c2.3-1.4 5.2-1.2 7 .5-2 0-3.5.7-4.6 2.1 1.7.2 3 1.1 3.5 2.3-2.3-.7-4.6-.5-6.4.7l-3.3 1.6c-4 .6-7.7-.6-11.1-4.7z" fill="${body}"/>` +
  `<path d="M10.5 10.4 6.6 2c3.6.5 6.6 2.9 8.4 6.5z" fill="${wing}"/>` +
  `<path d="M12.5 11.6c2.1.4 3.9 0 5.3-.9" stroke="${belly}" stroke-width="1.3" stroke-linecap="round" fill="none"/>` +
  `<circle cx="21.6" cy="9.2" r=".6" fill="${belly}"/>` +
  `<path d="M24 9.1 26.6 8.6 24.2 10z" fill="#f2b84b"/>`;

/** Arched magpie bridge over the Milky Way. 80×26. */
export const magpieBridge = (arch = '#c8b1ff', star = '#ffffff') =>
  `<path d="M2 24C16 6 64 6 78 24" stroke="${arch}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
  `<path d="M8 23C20 10 60 10 72 23" stroke="${arch}" stroke-opacity=".45" stroke-width="1.6" fill="none" stroke-dasharray="3 3"/>` +
  [12, 22, 32, 40, 48, 58, 68]
    .map((x, i) => `<circle cx="${x}" cy="${i % 2 ? 9 : 12.5}" r="${i % 3 ? 0.8 : 1.2}" fill="${star}"/>`)
    .join('');

// ── Double 11 (双十一) ───────────────────────────────────────────────────────────────────

/** Shopping bag printed with 11. 24×24. */
export const shoppingBag = (bag = '#ff4f7a', handle = '#ffd0dc', text = '#ffffff') =>
  `<path d="M3.8 8h16.4l-1.3 12.3A2 2 0 0 1 16.9 22H7.1a2 2 0 0 1-2-1.7z" fill="${bag}"/>` +
  `<path d="M8.4 10.2V6.6a3.6 3.6 0 0 1 7.2 0v3.6" stroke="${handle}" stroke-width="1.7" fill="none" stroke-linecap="round"/>` +
  `<text x="12" y="19.2" text-anchor="middle" font-size="7.6" font-weight="900" fill="${text}" font-family="${LATIN_FONT}">11</text>`;

/** "11.11" lettering. 60×20. */
export const elevenEleven = (fill = '#ffffff', shadow = '#d94a8c') =>
  `<text x="31" y="17" text-anchor="middle" font-size="18" font-weight="900" font-style="italic" fill="${shadow}" font-family="${LATIN_FONT}">11.11</text>` +
  `<text x="30" y="16" text-anchor="middle" font-size="18" font-weight="900" font-style="italic" fill="${fill}" font-family="${LATIN_FONT}">11.11</text>`;

/** Discount coupon with a notch. 28×16. */
export const coupon = (fill = '#ffcf5c', text = '#b3264f') =>
  `<path d="M2 2h24v4a2 2 0 0 0 0 4v4H2v-4a2 2 0 0 0 0-4z" fill="${fill}"/>` +
  `<path d="M9.5 2.5v11" stroke="${text}" stroke-width=".8" stroke-dasharray="1.4 1.2"/>` +
  `<text x="18" y="11.2" text-anchor="middle" font-size="7" font-weight="900" fill="${text}" font-family="${LATIN_FONT}">%</text>`;

// ── Christmas & New Year (圣诞元旦) ───────────────────────────────────────────────────────

/** Christmas tree with star and baubles. 20×24. */
export const christmasTree = (tree = '#2e8b57', star = '#ffd34d', bauble = '#ff5a5f') =>
  `<path d="M10 2.6 15.2 9h-2.6l4.7 6h-3l4.2 6.1H1.5L5.7 15h-3l4.7-6H4.8z" fill="${tree}"/>` +
  `<rect x="8.6" y="21" width="2.8" height="2.8" rx=".5" fill="#8b5a2b"/>` +
  `<path d="m10 .2.8 1.6 1.7.2-1.3 1.2.4 1.7-1.6-.9-1.6.9.4-1.7-1.3-1.2 1.7-.2z" fill="${star}"/>` +
  `<circle cx="8" cy="11.6" r="1" fill="${bauble}"/><circle cx="12.4" cy="13" r="1" fill="${star}"/>` +
  `<circle cx="6.6" cy="18.2" r="1.1" fill="${star}"/><circle cx="13.6" cy="18.6" r="1.1" fill="${bauble}"/>`;

/** Six-armed snowflake. 24×24. */
export const snowflake = (color = '#ffffff', width = 1.6) =>
  `<g stroke="${color}" stroke-width="${width}" stroke-linecap="round" fill="none">` +
  '<path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7"/>' +
  '<path d="m9.5 3.8 2.5 2.4 2.5-2.4M9.5 20.2l2.5-2.4 2.5 2.4M4 10.3l3.3-.9-.9-3.3M20 13.7l-3.3.9.9 3.3M4 13.7l3.3.9-.9 3.3M20 10.3l-3.3-.9.9-3.3"/>' +
  '</g>';

/** Santa hat. 24×20. */
export const santaHat = (red = '#e8403f', fur = '#ffffff') =>
  `<path d="M4 15C5 7.5 9.6 2.4 15.2 2.4c3.4 0 5.3 2.4 5.8 6.2l-2.6-1.9C17 11 16 13.6 15.6 15z" fill="${red}"/>` +
  `<rect x="2.5" y="14" width="15" height="4.4" rx="2.2" fill="${fur}"/>` +
  `<circle cx="20.4" cy="9.6" r="2.3" fill="${fur}"/>`;

/** Gift box with ribbon. 22×22. */
export const giftBox = (box = '#e8403f', ribbon = '#ffd34d') =>
  `<rect x="3" y="9" width="16" height="11.5" rx="1.5" fill="${box}"/>` +
  `<rect x="2" y="6.3" width="18" height="4" rx="1.2" fill="${box}"/>` +
  `<path d="M11 6.3v14.2M2 8.3h18" stroke="${ribbon}" stroke-width="2"/>` +
  `<path d="M11 6.3C9.6 3.4 6.8 2.6 6.2 4c-.6 1.5 1.8 2.3 4.8 2.3zM11 6.3c1.4-2.9 4.2-3.7 4.8-2.3.6 1.5-1.8 2.3-4.8 2.3z" fill="${ribbon}"/>`;

/** Bell with bow. 22×22. */
export const bell = (metal = '#ffd34d', bow = '#e8403f') =>
  `<path d="M11 4.5c3.6 0 6 2.8 6 6.6v4.4l1.8 2.2H3.2L5 15.5v-4.4c0-3.8 2.4-6.6 6-6.6z" fill="${metal}"/>` +
  `<circle cx="11" cy="19.2" r="1.8" fill="${metal}"/>` +
  `<path d="M11 4.6 7.4 2.2 7.6 5.6zM11 4.6l3.6-2.4-.2 3.4z" fill="${bow}"/>`;

/** A white snow cap to lay along the top of a shape. 28×8. */
export const snowCap = (color = '#ffffff') =>
  `<path d="M1 5.5C1 2.8 4 1.2 8 1.6c3-.8 6.8-.9 10 0 4-.4 9 .6 9 3.6 0 1-.9 1.5-1.8 1-1-.6-1.6.4-2.6.4-1.3 0-1.5-1.3-2.9-1.2-1.3.1-1.5 1.9-3 1.9-1.4 0-1.6-1.6-3-1.6-1.3 0-1.6 1.4-3 1.4-1.3 0-1.6-1.2-2.9-1-1 .1-1.6 1-2.6.6C1.3 6.5 1 6.1 1 5.5z" fill="${color}"/>`;

// ── Spring Festival (春节) ───────────────────────────────────────────────────────────────

/** Red palace lantern with tassel. 14×24. */
export const lantern = (red = '#e53b2f', gold = '#f5c04a', rib = '#b8231b') =>
  `<path d="M7 0v2.6" stroke="${gold}" stroke-width=".9"/>` +
  `<rect x="4.2" y="2.6" width="5.6" height="1.8" rx=".6" fill="${gold}"/>` +
  `<ellipse cx="7" cy="10.4" rx="6.2" ry="6.3" fill="${red}"/>` +
  `<path d="M7 4.3v12.2M4.2 5C2.4 8.4 2.4 12.4 4.2 15.8M9.8 5c1.8 3.4 1.8 7.4 0 10.8" stroke="${rib}" stroke-width=".7" fill="none"/>` +
  `<rect x="4.2" y="16.3" width="5.6" height="1.8" rx=".6" fill="${gold}"/>` +
  `<path d="M7 18.1v5.3M5.8 18.3l-.5 4.6M8.2 18.3l.5 4.6" stroke="${gold}" stroke-width=".8" stroke-linecap="round"/>`;

/** 福 on a diamond of red paper. 24×24. */
export const fu = (paper = '#d92b22', gold = '#f7c948') =>
  `<rect x="5" y="5" width="14" height="14" rx="1.4" transform="rotate(45 12 12)" fill="${paper}" stroke="${gold}" stroke-width="1.1"/>` +
  `<text x="12" y="16.2" text-anchor="middle" font-size="11" font-weight="700" fill="${gold}" font-family="${CJK_FONT}">福</text>`;

/** A string of firecrackers. 16×26. */
export const firecrackers = (red = '#e53b2f', gold = '#f5c04a') =>
  `<path d="M8 0v25" stroke="${gold}" stroke-width=".8"/>` +
  [3, 10, 17]
    .map(
      (y, i) =>
        `<rect x="${i % 2 ? 8.6 : 1.4}" y="${y}" width="6" height="3.4" rx="1" fill="${red}"/><path d="M${i % 2 ? 9.6 : 2.4} ${y + 1.7}h4" stroke="${gold}" stroke-width=".7"/>`,
    )
    .join('');

/** Gold ingot (元宝). 26×16. */
export const ingot = (gold = '#f7c948', shade = '#d69e2e') =>
  `<path d="M1.5 7.5c3 .9 6 1.3 11.5 1.3s8.5-.4 11.5-1.3c-.6 4.8-5.4 7.7-11.5 7.7S2.1 12.3 1.5 7.5z" fill="${shade}"/>` +
  `<path d="M3.5 7.8C5.4 3.2 8.5 1.4 13 1.4s7.6 1.8 9.5 6.4c-2.7.7-5.8 1-9.5 1s-6.8-.3-9.5-1z" fill="${gold}"/>` +
  `<ellipse cx="13" cy="5.6" rx="4" ry="2.6" fill="#fff3c4" opacity=".75"/>`;

// ── May Day (五一) ───────────────────────────────────────────────────────────────────────

/** Five-petal flower on a stem. 24×28. */
export const flower = (petal = '#ff8a65', centre = '#ffd54f', stem = '#5fae5a') =>
  `<path d="M12 13.5v13" stroke="${stem}" stroke-width="1.6" stroke-linecap="round"/>` +
  `<path d="M12 21c2.6-2.8 5.2-3.5 7.4-2.6-1.4 2.6-4.1 3.6-7.4 2.6z" fill="${stem}"/>` +
  [0, 72, 144, 216, 288]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      const x = (12 + Math.sin(r) * 4.6).toFixed(2);
      const y = (8.5 - Math.cos(r) * 4.6).toFixed(2);
      return `<circle cx="${x}" cy="${y}" r="3.9" fill="${petal}"/>`;
    })
    .join('') +
  `<circle cx="12" cy="8.5" r="2.9" fill="${centre}"/>`;

/** Open-ended wrench. 24×24. */
export const wrench = (metal = '#cfd6e6', shade = '#98a3bb') =>
  `<path d="M15.8 2.6a5.4 5.4 0 0 0-5.1 7l-7.5 7.5a2.2 2.2 0 0 0 3.1 3.1l7.5-7.5a5.4 5.4 0 0 0 7-5.1l-3.2 3.2-2.8-.9-.9-2.8z" fill="${metal}"/>` +
  `<circle cx="4.9" cy="18.9" r="1" fill="${shade}"/>`;

/** Claw hammer. 24×24. */
export const hammer = (head = '#cfd6e6', handle = '#c8874a') =>
  `<path d="m10.2 10.4 9.4 9.4a1.8 1.8 0 0 1-2.6 2.6l-9.4-9.4z" fill="${handle}"/>` +
  `<path d="M3.2 8.4 8.8 2.8l2.2 1.4 1.8-1.2 2.4 2.4-1.2 1.8 1.4 2.2-5.6 5.6z" fill="${head}"/>`;

/** Gear wheel. 24×24. */
export const gear = (color = '#ffc078') =>
  `<path d="M10.4 2h3.2l.5 2.6 2 .8 2.2-1.5 2.3 2.3-1.5 2.2.8 2 2.6.5v3.2l-2.6.5-.8 2 1.5 2.2-2.3 2.3-2.2-1.5-2 .8-.5 2.6h-3.2l-.5-2.6-2-.8-2.2 1.5-2.3-2.3 1.5-2.2-.8-2-2.6-.5v-3.2l2.6-.5.8-2-1.5-2.2 2.3-2.3 2.2 1.5 2-.8z" fill="${color}"/>` +
  '<circle cx="12" cy="12" r="3.6" fill="#000" fill-opacity=".28"/>';

/** "5.1" lettering. 40×20. */
export const mayDay = (fill = '#ffffff', shadow = '#b8692e') =>
  `<text x="21" y="17" text-anchor="middle" font-size="18" font-weight="900" font-style="italic" fill="${shadow}" font-family="${LATIN_FONT}">5.1</text>` +
  `<text x="20" y="16" text-anchor="middle" font-size="18" font-weight="900" font-style="italic" fill="${fill}" font-family="${LATIN_FONT}">5.1</text>`;

// ── Shared ──────────────────────────────────────────────────────────────────────────────

/** Four-pointed sparkle. 24×24. */
export const sparkle = (color = '#ffffff') =>
  `<path d="M12 1.5c.7 5.6 3.9 8.8 9.5 9.5-5.6.7-8.8 3.9-9.5 9.5-.7-5.6-3.9-8.8-9.5-9.5 5.6-.7 8.8-3.9 9.5-9.5z" fill="${color}"/>`;

/** Five-pointed star. 24×24. */
export const star = (color = '#ffd34d') =>
  `<path d="m12 2 2.9 6.4 7 .7-5.2 4.7 1.5 6.9L12 17.2l-6.2 3.5 1.5-6.9L2.1 9.1l7-.7z" fill="${color}"/>`;
