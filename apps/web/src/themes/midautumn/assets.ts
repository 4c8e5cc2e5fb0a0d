// 中秋国庆 (Mid-Autumn & National Day): full moon, jade rabbit, auspicious clouds, mooncakes.
import { themeByKey } from '@lld/protocol/themes';
import { composeThemeAssets } from '../art/compose';
import { cloud, moon, mooncake, rabbit, star } from '../art/motifs';
import { glow, place } from '../art/svg';

const theme = themeByKey('midautumn');

const moonGlow = (cx: number, cy: number, r: number) =>
  `<defs>${glow('mg', '#ffe9a6', 0.45)}</defs><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#mg)"/>`;

export default composeThemeAssets(theme, {
  tab: { from: '#fff6d2', to: '#ffc74f', contrast: '#3a2616', badge: moon() },
  banner: {
    from: '#2b2040',
    to: '#8a6238',
    scene:
      moonGlow(282, 40, 60) +
      place(moon(), 252, 10, 2.6) +
      place(cloud('#ffe2a0', 0.9), 214, 58, 2) +
      place(rabbit(), 268, 44, 1.5) +
      place(star('#ffe9a6'), 214, 14, 0.4) +
      place(star('#ffe9a6'), 330, 70, 0.3),
  },
  ad: {
    tint: '#644e39',
    deco: place(cloud('#ffd98a', 0.3), 292, 20, 2.4) + place(cloud('#ffd98a', 0.2), 0, 196, 2),
  },
  mine: {
    scene:
      moonGlow(318, 44, 90) +
      place(moon(), 282, 6, 3) +
      place(cloud('#ffe2a0', 0.75), 262, 72, 2) +
      place(rabbit(), 314, 58, 1.7) +
      place(star('#ffe9a6'), 268, 16, 0.45),
    card: {
      from: '#fff1c4',
      to: '#e3a64a',
      deco: place(mooncake(), 262, 18, 2.6, 0, 0.55) + place(cloud('#fff7dc', 0.6), 200, 70, 1.6),
    },
    icons: {
      coin: ['#ffd66b', '#d9962c'],
      gem: ['#fff3cf', '#ffd27a', '#e0a44a'],
      live: '#e98b5c',
      card: '#c99a55',
    },
    accent: moon(),
    ai: {
      from: '#1f1611',
      to: '#9a6d3c',
      deco: place(moon(), 214, 12, 1, 0, 0.8) + place(cloud('#ffe2a0', 0.6), 310, 58, 1),
    },
  },
  seasonal: {
    backTop: moon(),
    publishLeftTop: { markup: place(star('#ffe9a6'), 2, 2, 1), w: 28, h: 28 },
    publishLeftBottom: { markup: place(mooncake(), 0, 0, 1), w: 24, h: 24 },
    publishRight: { markup: place(rabbit(), 1, 1, 1.3), w: 32, h: 28 },
  },
});
