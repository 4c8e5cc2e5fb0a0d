// Turns a theme's art description (palette + motif markup) into its images. Every theme
// module under src/themes/<key>/ calls `composeThemeAssets` once, when it is first loaded.
import { FOOTER_TABS } from '@lld/protocol/routes';
import type { Theme } from '@lld/protocol/themes';
import { GLYPH_SIZE, glyphMarkup, TAB_GLYPHS } from '../glyphs';
import type { FooterIconKey, ThemeAssets, ThemeIndexAssets } from '../types';
import { botHead, coin, gem, liveScreen, memberCard, rings } from './common';
import { glow, linear, place, svgDoc, svgUri } from './svg';

/** Colour the app background is painted with (global.css --app-bg). */
export const APP_BG = '#0d0e1f';

export interface Sprite {
  /** Markup on a w×h grid. */
  markup: string;
  w: number;
  h: number;
}

export interface ThemeArt {
  /** Active footer icons: body gradient, colour of details on the body, seasonal badge. */
  tab: { from: string; to: string; contrast: string; badge?: string };
  /** Long-video new-user banner, 343×96: gradient and a scene on the right-hand side. */
  banner: { from: string; to: string; scene: string };
  /** Home ad section background, 375×240: a tint fading down and quiet decoration. */
  ad: { tint: string; deco: string };
  mine: {
    /** Header scene, 375×300, drawn over the theme's linearColor1 → linearColor2 gradient. */
    scene: string;
    /** Member card, 343×104. */
    card: { from: string; to: string; deco: string };
    /** Icon colours: [gold coin face, coin edge], [gem light, mid, dark], live screen, member card. */
    icons: { coin: [string, string]; gem: [string, string, string]; live: string; card: string };
    /** Seasonal badge on the icons (24×24 markup). */
    accent?: string;
    /** AI banner, 343×88. */
    ai: { from: string; to: string; deco: string };
  };
  /** Seasonal themes only (spec §3): back-to-top face and publish-button decorations. */
  seasonal?: {
    /** Motif peeking over the back-to-top button (24×24 markup). */
    backTop: string;
    publishLeftTop: Sprite;
    publishLeftBottom: Sprite;
    publishRight: Sprite;
  };
}

const uri = (w: number, h: number, body: string, defs = '', align?: string) =>
  svgUri(svgDoc(w, h, body, defs, align));

function tabIcon(parts: (typeof TAB_GLYPHS)[keyof typeof TAB_GLYPHS], tab: ThemeArt['tab']): string {
  const defs = linear('g', [tab.from, tab.to], 'diagonal');
  const body = glyphMarkup(parts, 'solid', { color: 'url(#g)', contrast: tab.contrast });
  // Outer strokes (antenna, bow) are thin lines whose bounding box can be flat, where a
  // gradient would not paint: draw them again in the solid first colour.
  const outer = parts
    .filter((p) => p.role === 'outer')
    .map(
      (p) =>
        `<path d="${p.d}" fill="none" stroke="${tab.from}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
  const badge = tab.badge
    ? `<circle cx="22.2" cy="6" r="6.4" fill="${APP_BG}" fill-opacity=".92"/>${place(tab.badge, 16.4, 0.2, 0.48)}`
    : '';
  return uri(GLYPH_SIZE, GLYPH_SIZE, body + outer + badge, defs);
}

function frame(w: number, h: number, r: number, fill: string, content: string, extraDefs = ''): string {
  const defs = `<clipPath id="c"><rect width="${w}" height="${h}" rx="${r}"/></clipPath>${extraDefs}`;
  return uri(
    w,
    h,
    `<g clip-path="url(#c)"><rect width="${w}" height="${h}" fill="${fill}"/>${content}</g>`,
    defs,
  );
}

/** How a card is lit: `light` is markup filled with the white glow `url(#gl)` at `glow`; `edge` the hairline's opacity. */
interface CardLight {
  light: string;
  glow: number;
  edge: string;
}

/**
 * A 343-wide card `h` tall with 14 px corners: a two-colour gradient, a soft white glow,
 * `content` over them and a hairline white edge.
 */
function card(
  h: number,
  colours: { from: string; to: string },
  dir: 'right' | 'diagonal',
  { light, glow: glowOpacity, edge }: CardLight,
  content: string,
): string {
  const defs = linear('bg', [colours.from, colours.to], dir) + glow('gl', '#ffffff', glowOpacity);
  const hairline = `<rect x=".5" y=".5" width="342" height="${h - 1}" rx="13.5" fill="none" stroke="#fff" stroke-opacity="${edge}"/>`;
  return frame(343, h, 14, 'url(#bg)', light + content + hairline, defs);
}

function newUserBanner(b: ThemeArt['banner']): string {
  const light = '<circle cx="292" cy="10" r="96" fill="url(#gl)"/>';
  const content = place(rings('#ffffff', [26, 40, 54], 0.1), 24, 96) + b.scene;
  return card(96, b, 'diagonal', { light, glow: 0.22, edge: '.12' }, content);
}

function adBackground(a: ThemeArt['ad']): string {
  const defs = linear('t', [
    [0, a.tint, 0],
    [0.14, a.tint, 0.55],
    [0.6, a.tint, 0.16],
    [1, a.tint, 0],
  ]);
  return uri(375, 240, `<rect width="375" height="240" fill="url(#t)"/>${a.deco}`, defs);
}

function backTop(theme: Theme, motif: string): string {
  const defs = linear('b', [theme.colors.linearColor1, theme.colors.linearColor2], 'down');
  const body =
    '<circle cx="24" cy="24" r="21" fill="url(#b)"/>' +
    `<circle cx="24" cy="24" r="20.2" fill="none" stroke="${theme.colors.fotActiveColor}" stroke-width="1.6"/>` +
    place(motif, 30, -1, 0.62);
  return uri(48, 48, body, defs);
}

function sprite(s: Sprite): string {
  return uri(s.w, s.h, s.markup);
}

function mineHeader(theme: Theme, scene: string): string {
  const { linearColor1, linearColor2, fotActiveColor } = theme.colors;
  const defs =
    linear('h', [
      [0, linearColor1],
      [0.62, linearColor2],
      [1, APP_BG],
    ]) + glow('gl', fotActiveColor, 0.35);
  const body =
    '<rect width="375" height="300" fill="url(#h)"/>' +
    '<circle cx="330" cy="30" r="150" fill="url(#gl)"/>' +
    place(rings('#ffffff', [60, 92, 124], 0.06), 330, 30) +
    scene;
  // Anchored top right, where the scene is: wider screens crop the left-hand side.
  return uri(375, 300, body, defs, 'xMaxYMin');
}

function memberCardBg(member: ThemeArt['mine']['card']): string {
  const light = '<ellipse cx="70" cy="-10" rx="160" ry="60" fill="url(#gl)"/>';
  const content = place(rings('#ffffff', [30, 48, 66], 0.12), 318, 92) + member.deco;
  return card(104, member, 'diagonal', { light, glow: 0.28, edge: '.18' }, content);
}

function mineIcon(object: string, tint: string, accent?: string): string {
  const body =
    `<rect x="2" y="2" width="44" height="44" rx="14" fill="${tint}" fill-opacity=".16"/>` +
    `<rect x="2.5" y="2.5" width="43" height="43" rx="13.5" fill="none" stroke="${tint}" stroke-opacity=".28"/>` +
    place(object, 9.2, 9.2, 1.2) +
    (accent ? place(accent, 31, 0, 0.62) : '');
  return uri(48, 48, body);
}

function aiBanner(ai: ThemeArt['mine']['ai']): string {
  const light = '<circle cx="290" cy="44" r="70" fill="url(#gl)"/>';
  const content = place(botHead('#ffffff', '#1b1d3c', '#7ee0ff'), 262, 18, 1.6) + ai.deco;
  return card(88, ai, 'right', { light, glow: 0.25, edge: '.14' }, content);
}

/** All images of `theme`, drawn from `art`. */
export function composeThemeAssets(theme: Theme, art: ThemeArt): ThemeAssets {
  const icons = Object.fromEntries(
    FOOTER_TABS.map((tab) => [tab.activeIconKey, tabIcon(TAB_GLYPHS[tab.key], art.tab)]),
  ) as Record<FooterIconKey, string>;

  const index: ThemeIndexAssets = {
    ...icons,
    longVideoNewUserBgi: newUserBanner(art.banner),
    adBgi: adBackground(art.ad),
  };
  if (art.seasonal) {
    index.backTopBGI = backTop(theme, art.seasonal.backTop);
    index.publishBtnLeftTop = sprite(art.seasonal.publishLeftTop);
    index.publishBtnLeftBottom = sprite(art.seasonal.publishLeftBottom);
    index.publishBtnRight = sprite(art.seasonal.publishRight);
  }

  const { icons: ic, accent } = art.mine;
  const tint = theme.colors.fotActiveColor;
  return {
    key: theme.key,
    index,
    mine: {
      bg1: mineHeader(theme, art.mine.scene),
      bg2: memberCardBg(art.mine.card),
      icon1: mineIcon(coin(ic.coin[0], ic.coin[1]), tint, accent),
      icon2: mineIcon(gem(...ic.gem), tint, accent),
      icon3: mineIcon(liveScreen(ic.live), tint, accent),
      icon4: mineIcon(memberCard(ic.card), tint, accent),
      ai: aiBanner(art.mine.ai),
    },
  };
}
