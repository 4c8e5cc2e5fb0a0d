// 端午 (Dragon Boat Festival): zongzi, dragon boats on green water, bamboo leaves.
import { themeByKey } from '@lld/protocol/themes';
import { composeThemeAssets } from '../art/compose';
import { dragonBoat, leaf, sparkle, waves, zongzi } from '../art/motifs';
import { place } from '../art/svg';

const theme = themeByKey('duanwu');

export default composeThemeAssets(theme, {
  tab: { from: '#d6ff52', to: '#7fc400', contrast: '#12240f', badge: zongzi() },
  banner: {
    from: '#123d29',
    to: '#3f9a4a',
    scene:
      place(waves('#1f7a57', 0.9), 175, 76, 2.8) +
      place(dragonBoat(), 196, 36, 2.3) +
      place(waves('#2fa77a', 0.7), 160, 86, 3.1) +
      place(zongzi(), 300, 8, 1.3, 12) +
      place(leaf(), 250, 14, 1.3, -18) +
      place(leaf('#9bdc5a'), 210, 70, 1, 10),
  },
  ad: {
    tint: '#2E6B3A',
    deco:
      place(leaf('#7cc653'), 318, 16, 1.6, -25, 0.35) +
      place(leaf('#7cc653'), 8, 190, 1.3, 20, 0.25) +
      place(zongzi(), 336, 56, 0.9, 10, 0.35),
  },
  mine: {
    scene:
      place(dragonBoat('#d94a3d', '#f3c34a', '#0f2418'), 262, 64, 2.3, 0, 0.9) +
      place(zongzi(), 318, 8, 1.5, 14) +
      place(leaf('#9bdc5a'), 272, 22, 1.3, -20, 0.85),
    card: {
      from: '#f1fcc8',
      to: '#9fd45a',
      deco: place(zongzi(), 268, 18, 2.3, 10, 0.5) + place(leaf('#5da63a'), 212, 66, 1.8, -12, 0.4),
    },
    icons: {
      coin: ['#ffd166', '#d99a2b'],
      gem: ['#e6ffb8', '#a7e34a', '#5ea52c'],
      live: '#3fb37f',
      card: '#7cc653',
    },
    accent: zongzi(),
    ai: {
      from: '#0f2a1a',
      to: '#3f9a4a',
      deco: place(leaf('#b6ee6a'), 206, 12, 1.3, -15, 0.7) + place(sparkle('#e8ff9e'), 330, 10, 0.5),
    },
  },
  seasonal: {
    backTop: zongzi(),
    publishLeftTop: { markup: place(leaf('#9bdc5a'), 2, 14, 1, -35), w: 28, h: 28 },
    publishLeftBottom: { markup: zongzi(), w: 24, h: 24 },
    publishRight: { markup: place(dragonBoat(), 0, 2, 0.82), w: 36, h: 18 },
  },
});
