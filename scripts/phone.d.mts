/** A 390x844 touch screen at 2x in zh-CN: Playwright context options. */
export const PHONE_SCREEN: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  locale: string;
};
