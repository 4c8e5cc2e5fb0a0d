// Images of a theme (spec §3 "index section" and "mine section"). Every image is a data URI
// of an SVG drawn in src/themes/art, usable as <img src> or CSS url(). Colours live in
// @lld/protocol/themes and reach the page as CSS variables (apply-theme.ts).
import type { ThemeKey } from '@lld/protocol/themes';

export type FooterIconKey = `fot${1 | 2 | 3 | 4 | 5 | 6 | 7}Active`;

export interface ThemeIndexAssets extends Record<FooterIconKey, string> {
  /** Long-video new-user banner background (343×96). */
  longVideoNewUserBgi: string;
  /** Background of the home ad section (375×240, top aligned). */
  adBgi: string;
  /** Seasonal only: back-to-top button face (48×48). */
  backTopBGI?: string;
  /** Seasonal only: decorations around the floating publish button. */
  publishBtnLeftTop?: string;
  publishBtnLeftBottom?: string;
  publishBtnRight?: string;
}

export interface ThemeMineAssets {
  /** Header scene behind the user card (375×300, top aligned). */
  bg1: string;
  /** Member card background (343×104). */
  bg2: string;
  /** Wallet and membership icons (48×48): gold, diamond, live VIP, member card. */
  icon1: string;
  icon2: string;
  icon3: string;
  icon4: string;
  /** AI creation banner (343×88). */
  ai: string;
}

export interface ThemeAssets {
  key: ThemeKey;
  index: ThemeIndexAssets;
  mine: ThemeMineAssets;
}
