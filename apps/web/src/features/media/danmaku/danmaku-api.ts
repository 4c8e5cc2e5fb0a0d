import { danmakuCalls } from '@lld/protocol/api/calls/danmaku';
import type { DanmakuItem, DanmakuListResult, DanmakuSendRequest } from '@lld/protocol/api/danmaku';
import { apiCall } from '@/lib/api/client';

export const fetchDanmakuWindow = (videoId: number, from: number, to: number): Promise<DanmakuListResult> =>
  apiCall(danmakuCalls.danmakuList, { videoId, from, to });

export const sendDanmaku = (body: DanmakuSendRequest): Promise<DanmakuItem> =>
  apiCall(danmakuCalls.danmakuSend, body);

export const reportDanmaku = (id: number) => apiCall(danmakuCalls.danmakuReport, { id, reason: 'other' });

export const deleteDanmaku = (id: number) => apiCall(danmakuCalls.danmakuDelete, { id });
