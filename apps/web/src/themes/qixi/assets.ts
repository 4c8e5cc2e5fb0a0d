// 七夕 (Qixi): the magpie bridge across the Milky Way, magpies and hearts.
import { themeByKey } from '@lld/protocol/themes';
import { composeThemeAssets } from '../art/compose';
import { heart, magpie, magpieBridge, sparkle } from '../art/motifs';
import { place } from '../art/svg';

const theme = themeByKey('qixi');

const milkyWay = (x: number, y: number, w: number) =>
  Array.from({ length: 14 }, (_, i) => {
    const cx = x + (i * w) / 13;
    const cy = y + Math.sin(i * 1.7) * 8 - i * 1.2;
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${i % 3 ? 0.8 : 1.3}" fill="#fff" fill-opacity="${i % 2 ? 0.55 : 0.9}"/>`;
  }).join('');

export default composeThemeAssets(theme, {
  tab: { from: '#f3eaff', to: '#a98bff', contrast: '#241a40', badge: heart() },
  banner: {
    from: '#231a47',
    to: '#7a5fc4',
    scene:
      milkyWay(190, 30, 150) +
      place(magpieBridge(), 200, 48, 1.7) +
      place(magpie(), 214, 18, 1.2) +
      place(magpie(), 300, 14, 1.1, 8) +
      place(heart(), 262, 24, 1),
  },
  ad: {
    tint: '#483865',
    deco: milkyWay(230, 40, 140) + place(heart('#c8b1ff'), 338, 70, 0.9, 12, 0.4),
  },
  mine: {
    scene:
      milkyWay(250, 40, 120) +
      place(magpieBridge('#e0c9ff'), 262, 72, 1.4) +
      place(magpie(), 268, 28, 1.3) +
      place(magpie(), 326, 18, 1.2, 10) +
      place(heart(), 300, 52, 1),
    card: {
      from: '#f3ebff',
      to: '#b89cff',
      deco: place(heart('#ff8fb8'), 270, 22, 2, 10, 0.55) + place(sparkle('#ffffff'), 236, 60, 0.8, 0, 0.7),
    },
    icons: {
      coin: ['#ffd166', '#d99a2b'],
      gem: ['#f1e6ff', '#c8b1ff', '#8f6ce0'],
      live: '#ff7aa8',
      card: '#a98bff',
    },
    accent: heart(),
    ai: {
      from: '#17142b',
      to: '#7a5fc4',
      deco: milkyWay(200, 40, 130) + place(heart('#ffb3d0'), 330, 56, 0.6),
    },
  },
  seasonal: {
    backTop: heart(),
    publishLeftTop: { markup: place(sparkle('#e0c9ff'), 2, 2, 1), w: 28, h: 28 },
    publishLeftBottom: { markup: place(heart(), 0, 1, 1), w: 24, h: 24 },
    publishRight: { markup: place(magpie(), 2, 6, 1.1), w: 34, h: 26 },
  },
});
