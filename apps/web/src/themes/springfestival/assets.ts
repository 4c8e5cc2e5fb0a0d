// 春节 (Spring Festival): red lanterns, 福, firecrackers and gold ingots on festive red.
import { themeByKey } from '@lld/protocol/themes';
import { composeThemeAssets } from '../art/compose';
import { firecrackers, fu, ingot, lantern } from '../art/motifs';
import { place } from '../art/svg';

const theme = themeByKey('springfestival');

const hanging = (x: number, len: number, s: number) =>
  `<path d="M${x} 0v${len}" stroke="#f5c04a" stroke-width="1"/>${place(lantern(), x - 7 * s, len, s)}`;

export default composeThemeAssets(theme, {
  tab: { from: '#ff7a5c', to: '#d91f16', contrast: '#ffd36e', badge: place(lantern(), 5, 0, 1) },
  banner: {
    from: '#5a0d0d',
    to: '#d4302a',
    scene:
      hanging(226, 4, 1.9) +
      hanging(324, 0, 1.6) +
      place(fu(), 258, 22, 2.4) +
      place(ingot(), 296, 66, 1.2) +
      place(firecrackers(), 196, 30, 1.2, -8),
  },
  ad: {
    tint: '#6A1A16',
    deco: hanging(344, 0, 1.3) + place(fu('#d92b22', '#f7c948'), 4, 186, 1.3, 0, 0.3),
  },
  mine: {
    scene:
      hanging(282, 0, 1.9) +
      hanging(352, 12, 1.6) +
      place(fu(), 298, 46, 2.2) +
      place(firecrackers(), 262, 34, 1.3, -10),
    card: {
      from: '#fff0c0',
      to: '#f2b445',
      deco: place(fu(), 268, 16, 2.6, 0, 0.65) + place(ingot('#fff3c4', '#e0a540'), 208, 64, 1.3, 0, 0.7),
    },
    icons: {
      coin: ['#ffd66b', '#d9962c'],
      gem: ['#fff0c4', '#ffc857', '#e08a1e'],
      live: '#ff4d3d',
      card: '#d92b22',
    },
    accent: place(fu(), 0, 0, 1),
    ai: {
      from: '#240c0a',
      to: '#b3241c',
      deco: hanging(214, 0, 1.2) + place(ingot(), 318, 56, 0.8),
    },
  },
  seasonal: {
    backTop: fu(),
    publishLeftTop: { markup: place(firecrackers(), 6, 1, 1), w: 28, h: 28 },
    publishLeftBottom: { markup: place(ingot(), 0, 4, 0.92), w: 24, h: 24 },
    publishRight: { markup: place(lantern(), 6, 2, 1.25), w: 30, h: 34 },
  },
});
