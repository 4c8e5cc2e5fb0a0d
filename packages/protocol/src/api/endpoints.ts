import type { z } from 'zod';
import { accountEndpoints } from './endpoints/account.ts';
import { aiEndpoints } from './endpoints/ai.ts';
import { comicsEndpoints } from './endpoints/comics.ts';
import { communityEndpoints } from './endpoints/community.ts';
import { contentEndpoints } from './endpoints/content.ts';
import { danmakuEndpoints } from './endpoints/danmaku.ts';
import { gamesEndpoints } from './endpoints/games.ts';
import { liveEndpoints } from './endpoints/live.ts';
import { mediaEndpoints } from './endpoints/media.ts';
import { mediaHomeEndpoints } from './endpoints/media-home.ts';
import { messagesEndpoints } from './endpoints/messages.ts';
import { novelsEndpoints } from './endpoints/novels.ts';
import { pingEndpoints } from './endpoints/ping.ts';
import { progressEndpoints } from './endpoints/progress.ts';
import { searchEndpoints } from './endpoints/search.ts';
import { sessionEndpoints } from './endpoints/session.ts';
import { supportEndpoints } from './endpoints/support.ts';
import { walletEndpoints } from './endpoints/wallet.ts';
import { welfareEndpoints } from './endpoints/welfare.ts';
import { emptyRequest } from './envelope.ts';

export type { AuthMode, Endpoint } from './endpoints/endpoint.ts';

/**
 * The endpoint table both sides use (PROTOCOL §11 paths): each area's calls (calls/<area>.ts)
 * with their schemas (endpoints/<area>.ts), in file order. A new area adds its two files and one
 * line here, in order (composition.test.ts fails for a file not listed, or a name in two areas).
 */
export const endpoints = {
  ...accountEndpoints,
  ...aiEndpoints,
  ...comicsEndpoints,
  ...communityEndpoints,
  ...contentEndpoints,
  ...danmakuEndpoints,
  ...gamesEndpoints,
  ...liveEndpoints,
  ...mediaEndpoints,
  ...mediaHomeEndpoints,
  ...messagesEndpoints,
  ...novelsEndpoints,
  ...pingEndpoints,
  ...progressEndpoints,
  ...searchEndpoints,
  ...sessionEndpoints,
  ...supportEndpoints,
  ...walletEndpoints,
  ...welfareEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;
export type EndpointRequest<N extends EndpointName> = (typeof endpoints)[N]['request'] extends z.ZodType
  ? z.input<NonNullable<(typeof endpoints)[N]['request']>>
  : undefined;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;

/** Re-exported so a client can type an empty body without another import. */
export { emptyRequest };
