/**
 * The first screen's largest image asked for as soon as the config names it (issue 19). On the
 * screens whose largest first-screen image is a priority banner's first cover (community, and
 * the long-video play page, whose banner sits under the player: video frames are not
 * Lighthouse's LCP candidates),
 * start-up (main.tsx) fetches and de-obfuscates that cover into the image cache once ping/config
 * has answered: beside the session and the screen's code, not after the screen's first commit
 * and behind the screen's own calls and images. The banner's `<LazyImage>` joins that load (or
 * finds it done) and shows the same cover. Home is not listed: its largest image is the theme's
 * art above the banner (an inline SVG, no request), and an early cover would only compete with
 * its code.
 */
import type { AppConfig } from '@lld/protocol/api/ping';
import type { UserInfo } from '@lld/protocol/api/user';
import { ROUTES } from '@lld/protocol/routes';
import type { AdPosition } from '@lld/protocol/tables';
import { imageCache } from '@/lib/image-cache';
import { paintOfImage, releaseLargestPaintHold } from '@/lib/largest-paint-hold';
import { nextTask } from '@/lib/next-task';
import { queryClient } from '@/lib/query-client';
import { userInfoQueryOptions } from '@/lib/session/api/get-user-info';
import { getToken } from '@/lib/storage';

// The position's number typed from the table (a wrong number fails to compile): importing the
// table itself would put all the positions' names into the entry chunk (~4 KB).
const COMMUNITY_BANNER: (typeof AdPosition)['communityBanner'] = 7;
const PLAY_PAGE_BANNER: (typeof AdPosition)['playPage'] = 6;

/** Path → the position of the banner whose first cover is that screen's largest image. */
const FIRST_SCREEN_BANNERS: Readonly<Record<string, number>> = {
  [ROUTES.community]: COMMUNITY_BANNER,
  [ROUTES.playLongVideo]: PLAY_PAGE_BANNER,
};

/** The position of the priority banner on the first screen at `pathname`, if it has one. */
export function firstScreenBannerAt(pathname: string): number | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(FIRST_SCREEN_BANNERS, path) ? FIRST_SCREEN_BANNERS[path] : undefined;
}

/**
 * The user the banner will filter for (a member is not shown a membership offer): with a stored
 * token, its user/info (start-up has already asked for it; this joins that call); on a first
 * visit none, not waited for (the guest login answers with it, and a new guest holds nothing).
 */
async function knownUser(): Promise<UserInfo | undefined> {
  const token = getToken();
  if (!token) return undefined;
  return queryClient.fetchQuery(userInfoQueryOptions(token)).catch(() => undefined);
}

/**
 * Loads the first cover of the first screen's priority banner into the image cache, with
 * priority high. Call once the runtime config is loaded; `config` is start-up's ping/config.
 * Settles when the cover has been painted (or cannot be) or the path has none, and then ends
 * start-up's hold on downloads that would share the link with it; never rejects (the banner
 * shows its placeholder and retries on its own).
 */
export async function preloadFirstScreenBanner(pathname: string, config: Promise<AppConfig>): Promise<void> {
  const position = firstScreenBannerAt(pathname);
  if (position === undefined) return;
  // The cover is looked up in the saved images before it is fetched: open them while the config
  // is on its way, so that the lookup is one read and a saved cover is there for the first commit.
  // In a task of its own: opening IndexedDB was 11 ms at 4x CPU of start-up's first task.
  void nextTask().then(() => imageCache.warmStore());
  try {
    const [{ advertise }, { bannerAds }] = await Promise.all([config, import('./ad-banner')]);
    const cover = bannerAds(advertise, position, await knownUser())[0]?.cover;
    // What start-up held for this cover (lib/largest-paint-hold.ts) waits for its paint.
    if (cover) await paintOfImage(await imageCache.load(cover, { priority: 'high' }));
  } catch {
    // no config, no chunk or no image: the banner does what it did before
  } finally {
    releaseLargestPaintHold();
  }
}
