import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { themeByValue } from '@lld/protocol/themes';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { PHONE_SCREEN } from '../../../../scripts/phone.mjs';
import { TIMED_OUT, watchContext, within } from './page-report';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);
/** Outside CI a machine without Chromium skips the journeys; in CI that is a failure. */
export const skipBrowser = !hasChromium && process.env.CI !== 'true';

export const SCREENSHOT_DIR = join(new URL('../../../../test-results/screenshots', import.meta.url).pathname);

export async function launchBrowser(): Promise<Browser> {
  if (!hasChromium) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium)`);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Without the background-networking flags Chromium keeps dialling Google on a closed network.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** How long a browser may take to close before it is left to Playwright's exit handler. */
const BROWSER_CLOSE_TIMEOUT_MS = 20_000;

/**
 * Closes `browser`; one that does not exit in 20 s (a wedged Chromium, see page-report.ts's
 * context close) is left to Playwright's exit handler, which kills it with the test process,
 * rather than failing the file's last hook after its journeys passed.
 */
export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  if ((await within(browser.close(), BROWSER_CLOSE_TIMEOUT_MS)) === TIMED_OUT)
    console.warn(`e2e: the browser did not close within ${BROWSER_CLOSE_TIMEOUT_MS / 1000} s`);
}

/** The default theme and a seasonal one (christmas): the journeys that walk their screens in both. */
export const DEFAULT_AND_SEASONAL_THEMES = [themeByValue(1), themeByValue(6)] as const;

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/**
 * A phone-sized context (390x844) in zh-CN and Shanghai time, whose pages a failed test reports
 * (support/page-report.ts).
 */
export async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...PHONE_SCREEN,
    timezoneId: 'Asia/Shanghai',
    userAgent: IPHONE_UA,
    baseURL: inject('baseUrl'),
  });
  return watchContext(context);
}

/**
 * Waits until no finite CSS animation or transition is running (fade-ins, colour changes): a
 * screenshot then shows the screen at rest. Endless ones (shimmers, spinners) are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}

/** Waits until every image in the viewport has loaded (lazy covers come in as they scroll into view). */
export async function imagesInViewLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < innerHeight;
      })
      .every((img) => img.complete),
  );
}

/** Two animation frames: what the page does in response to a change has been rendered. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

/** A screenshot of the page at rest (animations done), for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await animationsDone(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** Waits until the start-up splash is gone (a first route other than home keeps it 2 s, spec §2). */
export async function splashGone(page: Page, timeout = 15_000): Promise<void> {
  await page.locator('#splash').waitFor({ state: 'detached', timeout });
}

/** A screenshot once the start-up splash is gone. */
export async function shot(page: Page, name: string): Promise<void> {
  await splashGone(page);
  await screenshot(page, name);
}

/**
 * Turns the page's live message stream off (the server answers it with a result body, so the
 * client stops): a test that waits for the network to go quiet cannot, while a stream is open.
 */
export async function withoutLiveStream(page: Page): Promise<void> {
  await page.route('**/api/app/message/stream', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"code":4003,"msg":"off in this test"}',
    }),
  );
}

/** One layout shift the page reported: its score and what moved, from where to where. */
export interface LayoutShift {
  value: number;
  moved: string;
}

/**
 * Records the layout shifts of every page this page loads from now on (the browser's own
 * measure, what Lighthouse sums as CLS), leaving out those right after input.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    const w = window as Window & { layoutShifts?: LayoutShift[] };
    w.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        const moved = e.sources.map((s) => {
          const what = s.node instanceof Element ? s.node.className : s.node?.nodeName;
          const [a, b] = [s.previousRect, s.currentRect];
          return `${what} (${a.x},${a.y} ${a.width}x${a.height} → ${b.x},${b.y} ${b.width}x${b.height})`;
        });
        w.layoutShifts?.push({ value: e.value, moved: `${e.value.toFixed(4)}: ${moved.join(', ')}` });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts of the current page so far (recordLayoutShifts) and their sum. */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: string }> {
  const list = await page.evaluate(
    () => (window as Window & { layoutShifts?: LayoutShift[] }).layoutShifts ?? [],
  );
  return {
    total: list.reduce((sum, s) => sum + s.value, 0),
    shifts: list.map((s) => s.moved).join('; '),
  };
}

/** Holds every answer of app call `endpoint` (e.g. `ping/config`) back by `ms`: it arrives last. */
export async function answerLate(page: Page, endpoint: string, ms = 700): Promise<void> {
  await page.route(`**/api/app/${endpoint}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Holds every request of `page` to `url` until the returned function is called. */
export async function holdUntilReleased(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Operator API: the same calls an operator's tooling makes. */
export async function admin(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(`${inject('baseUrl')}/api/admin/${path}`, {
    method,
    headers: { 'x-admin-key': inject('adminKey'), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`admin ${method} ${path} → ${res.status} ${await res.text()}`);
  return res;
}

/** Runs `fn` with the app in theme `value` (as an operator sets it), then back to the default. */
export async function inTheme<T>(value: number, fn: () => Promise<T>): Promise<T> {
  await admin('PUT', 'settings/theme', { value });
  try {
    return await fn();
  } finally {
    await admin('PUT', 'settings/theme', { value: 1 });
  }
}

/** The page shows theme `value`'s colours; then its screenshot `name`, as `shot` takes it. */
export async function themedShot(page: Page, value: number, name: string): Promise<void> {
  await expectThemeColours(page, value);
  await shot(page, name);
}

/** `#RRGGBB` as the browser computes it (`rgb(r, g, b)`). */
export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/**
 * Asserts that the page draws with theme `value`'s colours (protocol THEMES): the active colour,
 * the tab text colour and the notice-bar and popup backgrounds, as computed on elements that
 * use them, and the active footer tab's colour where the page has the footer.
 */
export async function expectThemeColours(page: Page, value: number): Promise<void> {
  const { colors } = themeByValue(value);
  const computed = async () =>
    page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.cssText =
        'position:fixed;visibility:hidden;color:var(--fot-active-color);background-color:var(--notice-bar-bgc);' +
        'border:1px solid var(--tab-active-text-color);outline:1px solid var(--publish-pop-bgc)';
      document.body.append(probe);
      const s = getComputedStyle(probe);
      const out = {
        active: s.color,
        notice: s.backgroundColor,
        tabText: s.borderTopColor,
        popup: s.outlineColor,
        footerTab: (() => {
          const tab = document.querySelector('.footer-tab.is-active');
          return tab ? getComputedStyle(tab).color : null;
        })(),
      };
      probe.remove();
      return out;
    });
  // The theme arrives with the config, after the first paint: wait for it, not for a fixed time.
  await expect
    .poll(async () => (await computed()).active, { timeout: 20_000 })
    .toBe(rgb(colors.fotActiveColor));
  const c = await computed();
  expect(c.notice).toBe(rgb(colors.noticeBarBGC));
  expect(c.tabText).toBe(rgb(colors.tabActiveTextColor));
  expect(c.popup).toBe(rgb(colors.publishPopBGC));
  if (c.footerTab !== null) expect(c.footerTab).toBe(rgb(colors.tabActiveTextColor));
}

/**
 * Console lines that are not the page's own failures: a refused resource is the server's answer
 * (a 4xx the screen handles), explained by the server's own tests, not by a journey.
 */
export const BENIGN_CONSOLE_ERRORS: readonly RegExp[] = [/^Failed to load resource\b/];

/**
 * Records what goes wrong inside every page of `context`: uncaught exceptions (`weberror`,
 * i.e. the page's `pageerror`) and `console.error` lines. React reports an error a route's
 * error boundary caught (the app's error screen) only through console.error, so both are
 * needed for an error screen to explain itself.
 */
export function recordPageErrors(
  context: BrowserContext,
  into: string[],
  ignore: readonly RegExp[] = [],
): void {
  const where = (url: string | undefined) => (url ? ` (${url})` : '');
  context.on('weberror', (e) => {
    const err = e.error();
    into.push(`pageerror${where(e.page()?.url())}: ${err.stack ?? err.message}`);
  });
  context.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    if ([...BENIGN_CONSOLE_ERRORS, ...ignore].some((re) => re.test(text))) return;
    const at = m.location();
    into.push(
      `console.error${where(m.page()?.url())}: ${text}${at.url ? `\n    at ${at.url}:${at.lineNumber}` : ''}`,
    );
  });
}

export interface UsePhoneOptions {
  afterAll?: () => Promise<unknown>;
  /** console.error lines this journey provokes on purpose (e.g. going offline). */
  ignoreConsoleErrors?: readonly RegExp[];
}

/**
 * One browser for a describe block and a fresh phone context (a new guest) per page, each closed
 * after its test. `afterAll` runs after the browser closes (e.g. restoring the theme).
 * Every page's uncaught errors and console errors are collected; a test whose pages had any
 * fails with them listed (after its own failure, if it had one), so a blank or error screen
 * explains itself. `phone.pageErrors()` reads them during the test.
 */
export function usePhone(options: UsePhoneOptions = {}) {
  const state = {
    browser: undefined as Browser | undefined,
    contexts: [] as BrowserContext[],
    errors: [] as string[],
  };
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(state.contexts.splice(0).map((c) => c.close()));
    const errors = state.errors.splice(0);
    if (errors.length > 0) {
      throw new Error(`the page reported ${errors.length} error(s):\n${errors.join('\n')}`);
    }
  });
  afterAll(async () => {
    await options.afterAll?.();
    await closeBrowser(state.browser);
  });
  return {
    /** A phone-sized page in a context of its own; `context` is that context. */
    async newPage(): Promise<{ page: Page; context: BrowserContext }> {
      if (!state.browser) throw new Error('browser not started');
      const context = await newPhoneContext(state.browser);
      recordPageErrors(context, state.errors, options.ignoreConsoleErrors);
      state.contexts.push(context);
      return { page: await context.newPage(), context };
    },
    /** The errors the pages of this test reported so far. */
    pageErrors(): readonly string[] {
      return state.errors;
    },
  };
}
