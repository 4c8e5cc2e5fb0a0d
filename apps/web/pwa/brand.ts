// The installable app's identity (web app manifest). The server replaces theme_color with the
// operator's active theme when it serves /manifest.webmanifest (apps/server/src/plugins/web.ts).
export const BRAND = {
  name: '来了点 LLD',
  shortName: 'LLD',
  description: 'LLD · 追剧、漫画、社区一站看',
  lang: 'zh-CN',
  /** The default theme's active colour (@lld/protocol/themes, theme 1). */
  themeColor: '#366CE3',
  /** The app's page background (index.html). */
  backgroundColor: '#0d0e1f',
} as const;

/** Square icon sizes drawn at build time (pwa/icons.ts); 192 and 512 are what installability needs. */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
