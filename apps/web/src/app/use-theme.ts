// Applies the theme the server config names (spec §4: "chosen by the theme key in the
// config"). Until the config arrives, the theme of the previous visit stays painted and its
// images load.
import { useEffect } from 'react';
import { useAppConfig } from '@/lib/session/api/get-config';
import { setTheme, useThemeStore } from '@/themes/theme-store';

export function useTheme(): void {
  const value = useAppConfig().data?.theme;
  useEffect(() => {
    void setTheme(value ?? useThemeStore.getState().theme.value);
  }, [value]);
}
