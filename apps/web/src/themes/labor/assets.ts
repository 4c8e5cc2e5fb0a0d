// 五一 (May Day): the 5.1 sign, flowers for the worker, wrench, hammer and gear.
import { themeByKey } from '@lld/protocol/themes';
import { composeThemeAssets } from '../art/compose';
import { flower, gear, hammer, mayDay, wrench } from '../art/motifs';
import { place } from '../art/svg';

const theme = themeByKey('labor');

export default composeThemeAssets(theme, {
  tab: { from: '#ffd6a0', to: '#ff8a2b', contrast: '#2b1a0c', badge: place(flower(), 1.7, 0, 0.86) },
  banner: {
    from: '#3e220e',
    to: '#c76a24',
    scene:
      place(gear('#ffc078'), 296, 6, 2, 0, 0.5) +
      place(mayDay(), 206, 14, 1.6) +
      place(flower(), 232, 44, 1.5) +
      place(flower('#ffd1dc', '#ffd54f'), 262, 50, 1.2) +
      place(wrench(), 306, 52, 1.3) +
      place(hammer(), 318, 46, 1.2, 0, 0.9),
  },
  ad: {
    tint: '#5C3B1E',
    deco: place(gear('#ffc078'), 326, 10, 2, 0, 0.18) + place(flower('#ffab7a'), 6, 180, 1.4, -10, 0.25),
  },
  mine: {
    scene:
      place(gear('#ffc078'), 296, -12, 3.4, 0, 0.35) +
      place(mayDay(), 262, 16, 1.8) +
      place(flower(), 290, 56, 1.8) +
      place(flower('#ffd1dc', '#ffd54f'), 330, 62, 1.5) +
      place(wrench(), 350, 24, 1),
    card: {
      from: '#fff0dc',
      to: '#f7ad66',
      deco: place(gear('#ffffff'), 270, 16, 2.6, 0, 0.45) + place(flower(), 214, 52, 1.6, 0, 0.7),
    },
    icons: {
      coin: ['#ffd166', '#d99a2b'],
      gem: ['#fff0dc', '#ffc078', '#e07b2a'],
      live: '#ff8a65',
      card: '#b8692e',
    },
    accent: place(flower(), 1.7, 0, 0.86),
    ai: {
      from: '#1e140c',
      to: '#c76a24',
      deco: place(gear('#ffc078'), 212, 14, 1, 0, 0.7) + place(flower(), 326, 48, 0.9),
    },
  },
  seasonal: {
    backTop: place(flower(), 1.7, 0, 0.86),
    publishLeftTop: { markup: place(gear('#ffc078'), 2, 2, 1), w: 28, h: 28 },
    publishLeftBottom: { markup: place(wrench(), 0, 0, 1), w: 24, h: 24 },
    publishRight: { markup: place(flower(), 2, 0, 1.1), w: 30, h: 32 },
  },
});
