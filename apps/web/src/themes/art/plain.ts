// Art of the non-seasonal themes (default, red, orange): clean shapes in the theme's palette,
// no festive motifs and no seasonal extras (spec §3: "the default theme has no seasonal extras").
import type { Theme } from '@lld/protocol/themes';
import { filmStrip, playDisc, rings } from './common';
import { APP_BG, type ThemeArt } from './compose';
import { dots, place } from './svg';

export function plainArt(theme: Theme): ThemeArt {
  const { fotActiveColor: accent, linearColor1, linearColor2 } = theme.colors;
  return {
    tab: { from: accent, to: accent, contrast: APP_BG },
    banner: {
      from: linearColor1,
      to: accent,
      scene:
        place(filmStrip('#ffffff', linearColor1), 236, 26, 1.5, -12, 0.9) +
        place(playDisc('#ffffff', accent), 286, 40, 1.6) +
        dots('#ffffff', [
          [214, 22, 1.6],
          [330, 18, 1.2],
          [226, 78, 1.2],
        ]),
    },
    ad: {
      tint: linearColor1,
      deco:
        place(rings(accent, [40, 70, 100], 0.14), 360, 10) + place(rings('#ffffff', [24, 44], 0.06), 20, 200),
    },
    mine: {
      scene:
        place(rings('#ffffff', [18, 30], 0.1), 60, 60) +
        dots('#ffffff', [
          [300, 70, 1.6],
          [250, 40, 1.1],
          [340, 120, 1.3],
          [200, 96, 0.9],
        ]),
      card: {
        from: '#f9e2b0',
        to: '#d6a55c',
        deco: place(playDisc('#ffffff', '#d6a55c'), 262, 24, 2.4, 0, 0.35),
      },
      icons: {
        coin: ['#ffc95c', '#e09b2d'],
        gem: ['#c9f2ff', '#70cdf5', '#3a8fd9'],
        live: '#ff7a9c',
        card: '#9b8cff',
      },
      ai: {
        from: linearColor2,
        to: accent,
        deco: dots('#ffffff', [
          [214, 20, 1.5],
          [236, 66, 1.1],
          [330, 20, 1.3],
          [326, 70, 1],
        ]),
      },
    },
  };
}
