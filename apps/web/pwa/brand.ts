// The installable app's identity (web app manifest). The server writes the configured name
// (APP_NAME) over this built default in name, short_name and description, and the operator's
// active theme into theme_color, when it serves /manifest.webmanifest
// (apps/server/src/plugins/web.ts manifestFor).
export const BRAND = {
  /** The built default of APP_NAME (the server's default too). */
  name: '来了点',
  shortName: '来了点',
  description: '来了点 · 追剧、漫画、社区一站看',
  lang: 'zh-CN',
  /** The default theme's active colour (@lld/protocol/themes, theme 1). */
  themeColor: '#366CE3',
  /** The app's page background (index.html). */
  backgroundColor: '#0d0e1f',
} as const;

/** Square icon sizes drawn at build time (pwa/icons.ts); 192 and 512 are what installability needs. */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
