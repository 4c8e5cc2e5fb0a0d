import { liveCalls as c } from '../calls/live.ts';
import {
  liveChannelRequest,
  liveChatList,
  liveChatListRequest,
  liveChatMessage,
  liveChatSendRequest,
  liveHome,
  liveHomeRequest,
  livePlay,
  liveRecommended,
} from '../live.ts';
import { endpoint } from './endpoint.ts';

/** Live TV calls with their schemas (issue 15). */
export const liveEndpoints = {
  liveHome: endpoint(c.liveHome, {
    request: liveHomeRequest,
    response: liveHome,
    summary: 'Live channels by category, each with what is on now and its viewer count',
  }),
  liveRecommended: endpoint(c.liveRecommended, {
    request: null,
    response: liveRecommended,
    summary: 'Recommended live channels (most watched first)',
  }),
  livePlay: endpoint(c.livePlay, {
    request: liveChannelRequest,
    response: livePlay,
    summary: 'One channel: access, playlist path to sign (PROTOCOL §8) and today’s guide; starts its encoder',
  }),
  liveChatList: endpoint(c.liveChatList, {
    request: liveChatListRequest,
    response: liveChatList,
    summary: 'Recent chat messages of a channel, oldest first',
  }),
  liveChatSend: endpoint(c.liveChatSend, {
    request: liveChatSendRequest,
    response: liveChatMessage,
    summary: 'Send a chat message (rate limited per user; muted users get 4003)',
  }),
};
