// The theme in use and its images, shared by the footer, home and mine screens.
import { type Theme, themeByValue } from '@lld/protocol/themes';
import { create } from 'zustand';
import { applyTheme, rememberedTheme } from './apply-theme';
import { loadThemeAssets } from './load-assets';
import type { ThemeAssets } from './types';

interface ThemeState {
  theme: Theme;
  /** Images of `theme`; null until its chunk has loaded. */
  assets: ThemeAssets | null;
}

export const useThemeStore = create<ThemeState>(() => ({ theme: rememberedTheme(), assets: null }));

/**
 * Makes the theme with this config value (1..10; anything else is the default) the current one:
 * applies its colours at once and loads its images. Safe to call repeatedly with the same value.
 */
export function setTheme(value: unknown): Promise<void> {
  const theme = themeByValue(value);
  const current = useThemeStore.getState();
  if (current.theme.key !== theme.key) useThemeStore.setState({ theme, assets: null });
  applyTheme(theme);
  if (current.theme.key === theme.key && current.assets) return Promise.resolve();
  return loadThemeAssets(theme.key).then(
    (assets) => {
      // Only if the theme did not change again while loading.
      if (useThemeStore.getState().theme.key === theme.key) useThemeStore.setState({ assets });
    },
    () => {
      // Images are decoration: without them the UI falls back to the plain glyphs and colours.
    },
  );
}

export const useCurrentTheme = (): Theme => useThemeStore((s) => s.theme);
export const useThemeAssets = (): ThemeAssets | null => useThemeStore((s) => s.assets);
