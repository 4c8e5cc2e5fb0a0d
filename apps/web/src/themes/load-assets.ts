// Each theme's images are a separate chunk, fetched only when that theme is in use, so the
// home route never carries the art of the other nine themes.
import type { ThemeKey } from '@lld/protocol/themes';
import type { ThemeAssets } from './types';

type Loader = () => Promise<{ default: ThemeAssets }>;

export const THEME_ASSET_LOADERS: Readonly<Record<ThemeKey, Loader>> = {
  default: () => import('./default/assets'),
  duanwu: () => import('./duanwu/assets'),
  midautumn: () => import('./midautumn/assets'),
  qixi: () => import('./qixi/assets'),
  double11: () => import('./double11/assets'),
  christmas: () => import('./christmas/assets'),
  springfestival: () => import('./springfestival/assets'),
  labor: () => import('./labor/assets'),
  red: () => import('./red/assets'),
  orange: () => import('./orange/assets'),
};

const cache = new Map<ThemeKey, Promise<ThemeAssets>>();

/** The images of a theme; one request per theme, shared by every caller. A failure is retried on the next call. */
export function loadThemeAssets(key: ThemeKey): Promise<ThemeAssets> {
  let p = cache.get(key);
  if (!p) {
    p = THEME_ASSET_LOADERS[key]().then((m) => m.default);
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}
