// 圣诞元旦 (Christmas & New Year): Christmas tree, snowflakes, gifts, bells and Santa's hat.
import { themeByKey } from '@lld/protocol/themes';
import { composeThemeAssets } from '../art/compose';
import { bell, christmasTree, giftBox, santaHat, snowCap, snowflake } from '../art/motifs';
import { dots, place } from '../art/svg';

const theme = themeByKey('christmas');

const snowfall = (points: readonly (readonly [number, number, number])[]) => dots('#fff', points, '.8');

const snowHill = (y: number, w: number) =>
  `<path d="M0 ${y + 20}C${w * 0.3} ${y} ${w * 0.6} ${y + 6} ${w} ${y + 14}V${y + 40}H0z" fill="#ffffff" fill-opacity=".9"/>`;

export default composeThemeAssets(theme, {
  tab: { from: '#ffb7b8', to: '#ff5f62', contrast: '#2a1010', badge: place(christmasTree(), 2, 0, 1) },
  banner: {
    from: '#123229',
    to: '#2f7a5c',
    scene:
      `<g transform="translate(180 0)">${snowHill(66, 170)}</g>` +
      place(christmasTree(), 262, 10, 3) +
      place(giftBox(), 222, 56, 1.3) +
      place(giftBox('#ffd34d', '#e8403f'), 318, 60, 1.1) +
      place(snowflake('#ffffff', 1.4), 212, 10, 0.7, 0, 0.8) +
      snowfall([
        [240, 40, 1.5],
        [330, 22, 1.2],
        [300, 50, 1],
        [206, 50, 1],
      ]),
  },
  ad: {
    tint: '#386455',
    deco:
      place(snowflake('#ffffff', 1.2), 330, 14, 1.2, 0, 0.25) +
      place(snowflake('#ffffff', 1.2), 10, 180, 1, 0, 0.15) +
      snowfall([
        [300, 70, 1.4],
        [250, 30, 1],
        [60, 150, 1.2],
      ]),
  },
  mine: {
    scene:
      place(christmasTree(), 300, 8, 4) +
      place(giftBox(), 266, 72, 1.5) +
      place(snowflake('#ffffff', 1.3), 264, 12, 0.9, 0, 0.7) +
      snowfall([
        [290, 60, 1.4],
        [364, 70, 1.2],
        [282, 20, 1.1],
        [350, 108, 1.3],
      ]),
    card: {
      from: '#fff1f1',
      to: '#f2a0a2',
      deco: place(bell(), 274, 18, 2.2, 10, 0.6) + place(snowflake('#ffffff', 1.4), 222, 56, 1.3, 0, 0.8),
    },
    icons: {
      coin: ['#ffd166', '#d99a2b'],
      gem: ['#e6fff4', '#8fe0bd', '#3aa57a'],
      live: '#ff5f62',
      card: '#3aa57a',
    },
    accent: place(santaHat(), 0, 2, 1),
    ai: {
      from: '#131c14',
      to: '#2f7a5c',
      deco:
        place(snowflake('#ffffff', 1.4), 212, 12, 0.9, 0, 0.8) +
        snowfall([
          [330, 20, 1.4],
          [320, 66, 1.1],
        ]),
    },
  },
  seasonal: {
    backTop: santaHat(),
    publishLeftTop: { markup: place(snowflake('#ffffff', 1.6), 2, 2, 1), w: 28, h: 28 },
    publishLeftBottom: { markup: place(bell(), 1, 1, 1), w: 24, h: 24 },
    publishRight: { markup: place(giftBox(), 0, 0, 1.4) + place(snowCap(), 3, 7, 0.9), w: 32, h: 32 },
  },
});
