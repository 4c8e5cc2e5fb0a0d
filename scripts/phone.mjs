// The phone the browser journeys (apps/web/e2e) and the browser benches open the app on.

/** A 390x844 touch screen at 2x in zh-CN: Playwright context options. */
export const PHONE_SCREEN = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
};
