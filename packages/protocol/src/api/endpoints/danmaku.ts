import { danmakuCalls as c } from '../calls/danmaku.ts';
import {
  danmakuDeleteResult,
  danmakuIdRequest,
  danmakuItem,
  danmakuListRequest,
  danmakuListResult,
  danmakuReportRequest,
  danmakuReportResult,
  danmakuSendRequest,
} from '../danmaku.ts';
import { endpoint } from './endpoint.ts';

/** Danmaku calls with their schemas. */
export const danmakuEndpoints = {
  danmakuList: endpoint(c.danmakuList, {
    request: danmakuListRequest,
    response: danmakuListResult,
    summary: 'The danmaku of one time window of a video, by time (the player asks window by window)',
  }),
  danmakuSend: endpoint(c.danmakuSend, {
    request: danmakuSendRequest,
    response: danmakuItem,
    summary: 'Post a danmaku at a playback second (accounts only: a guest gets 4003; 1002 beyond the rate)',
  }),
  danmakuDelete: endpoint(c.danmakuDelete, {
    request: danmakuIdRequest,
    response: danmakuDeleteResult,
    summary: 'Delete my own danmaku (4003 for anyone else’s)',
  }),
  danmakuReport: endpoint(c.danmakuReport, {
    request: danmakuReportRequest,
    response: danmakuReportResult,
    summary: 'Report a danmaku; enough distinct reports hide it until an operator decides',
  }),
};
