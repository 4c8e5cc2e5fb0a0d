// 双十一 (Double 11): shopping bags, coupons and the 11.11 sign.
import { themeByKey } from '@lld/protocol/themes';
import { composeThemeAssets } from '../art/compose';
import { coupon, elevenEleven, shoppingBag, sparkle } from '../art/motifs';
import { place } from '../art/svg';

const theme = themeByKey('double11');

export default composeThemeAssets(theme, {
  tab: { from: '#ffc6cf', to: '#ff5c8a', contrast: '#2a0f22', badge: shoppingBag() },
  banner: {
    from: '#3d1a5c',
    to: '#d94a8c',
    scene:
      place(elevenEleven(), 200, 10, 1.6) +
      place(shoppingBag('#ff4f7a', '#ffd0dc'), 232, 44, 1.8, -8) +
      place(shoppingBag('#ffb03a', '#fff0c8', '#7a2a00'), 280, 40, 2, 6) +
      place(coupon(), 318, 8, 0.9, 14),
  },
  ad: {
    tint: '#523472',
    deco: place(coupon('#ffcf5c'), 330, 24, 1.2, 18, 0.35) + place(shoppingBag(), 6, 196, 1.3, -10, 0.22),
  },
  mine: {
    scene:
      place(elevenEleven('#ffffff', '#b3266f'), 264, 6, 1.7) +
      place(shoppingBag('#ff4f7a', '#ffd0dc'), 274, 50, 2, -8) +
      place(shoppingBag('#ffb03a', '#fff0c8', '#7a2a00'), 318, 46, 2.2, 6),
    card: {
      from: '#ffe3ec',
      to: '#ff8fb0',
      deco:
        place(shoppingBag('#ff4f7a', '#ffffff'), 268, 16, 2.4, 8, 0.5) +
        place(coupon('#ffffff', '#ff4f7a'), 214, 62, 1.2, -10, 0.6),
    },
    icons: {
      coin: ['#ffd166', '#d99a2b'],
      gem: ['#ffe0ec', '#ff9fc0', '#d94a8c'],
      live: '#ff5c8a',
      card: '#d984c3',
    },
    accent: shoppingBag(),
    ai: {
      from: '#1f1120',
      to: '#b3408a',
      deco: place(coupon(), 214, 12, 0.9, -10, 0.8) + place(sparkle('#ffd0dc'), 330, 12, 0.5),
    },
  },
  seasonal: {
    backTop: shoppingBag(),
    publishLeftTop: { markup: place(coupon(), 0, 6, 1), w: 28, h: 28 },
    publishLeftBottom: { markup: place(sparkle('#ffcf5c'), 0, 0, 1), w: 24, h: 24 },
    publishRight: { markup: place(shoppingBag(), 2, 0, 1.25), w: 32, h: 30 },
  },
});
