import { accountCalls } from './calls/account.ts';
import { aiCalls } from './calls/ai.ts';
import { comicsCalls } from './calls/comics.ts';
import { communityCalls } from './calls/community.ts';
import { contentCalls } from './calls/content.ts';
import { danmakuCalls } from './calls/danmaku.ts';
import { gamesCalls } from './calls/games.ts';
import { liveCalls } from './calls/live.ts';
import { mediaCalls } from './calls/media.ts';
import { mediaHomeCalls } from './calls/media-home.ts';
import { messagesCalls } from './calls/messages.ts';
import { novelsCalls } from './calls/novels.ts';
import { pingCalls } from './calls/ping.ts';
import { progressCalls } from './calls/progress.ts';
import { searchCalls } from './calls/search.ts';
import { sessionCalls } from './calls/session.ts';
import { supportCalls } from './calls/support.ts';
import { walletCalls } from './calls/wallet.ts';
import { welfareCalls } from './calls/welfare.ts';

export type { AuthMode, Call, CallMethod } from './calls/define.ts';

/**
 * Every call of the app by name (PROTOCOL §11 paths), composed from one file per area. The web
 * app imports the area file it needs (`@lld/protocol/api/calls/media`) so each chunk carries only
 * its own calls; this composition is for the server, tests and tools. Sorted by file, so two
 * areas added at once land on different lines (composition.test.ts fails for a file left out).
 */
export const calls = {
  ...accountCalls,
  ...aiCalls,
  ...comicsCalls,
  ...communityCalls,
  ...contentCalls,
  ...danmakuCalls,
  ...gamesCalls,
  ...liveCalls,
  ...mediaCalls,
  ...mediaHomeCalls,
  ...messagesCalls,
  ...novelsCalls,
  ...pingCalls,
  ...progressCalls,
  ...searchCalls,
  ...sessionCalls,
  ...supportCalls,
  ...walletCalls,
  ...welfareCalls,
} as const;

export type CallName = keyof typeof calls;
