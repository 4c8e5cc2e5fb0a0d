// The AI studio's calls (issue 16). Jobs are followed by their stream (GET aijob/stream, SSE),
// with aijob/info as the fallback.
import type { AiJob, AiJobStreamEvent } from '@lld/protocol/api/ai';
import { aiCalls, aiJobStreamCall } from '@lld/protocol/api/calls/ai';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiCall, apiUrl, signedHeaders } from '@/lib/api/client';
import { createSseParser } from '@/lib/messages/sse-parser';

export const aiKeys = {
  balance: ['ai', 'balance'] as const,
  packs: ['ai', 'packs'] as const,
  templates: ['ai', 'templates'] as const,
  history: ['ai', 'history'] as const,
  tool: (tool: string) => ['ai', 'list', tool] as const,
  mate: (id: string) => ['ai', 'mate', id] as const,
};

export const useBalance = () =>
  useQuery({ queryKey: aiKeys.balance, queryFn: () => apiCall(aiCalls.aimateGianBalance) });
export const usePacks = () =>
  useQuery({
    queryKey: aiKeys.packs,
    queryFn: () => apiCall(aiCalls.aimateScoreProductList),
    staleTime: 300_000,
  });
export const useTemplates = () =>
  useQuery({
    queryKey: aiKeys.templates,
    queryFn: () => apiCall(aiCalls.aitemplateList, {}),
    staleTime: 300_000,
  });
export const useHistory = () =>
  useQuery({
    queryKey: aiKeys.history,
    queryFn: () => apiCall(aiCalls.aijobList, { page: 1, pageSize: 50 }),
  });
export const useToolJobs = (tool: 'image' | 'video' | 'novel') =>
  useQuery({
    queryKey: aiKeys.tool(tool),
    queryFn: () =>
      apiCall(
        tool === 'image'
          ? aiCalls.texttoimageList
          : tool === 'video'
            ? aiCalls.imagetovideoOrder
            : aiCalls.texttonovelList,
        { page: 1, pageSize: 20 },
      ),
  });

export const buyPack = (productId: number) => apiCall(aiCalls.aimateScorePay, { productId });

/** After credits or gold moved: every balance on screen. */
export function refreshBalances(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: aiKeys.balance });
  void qc.invalidateQueries({ queryKey: ['user', 'info'] });
}

const finished = (j: { status: string }) => j.status === 'done' || j.status === 'failed';

/**
 * Follows a job until it is done or failed: its stream (text as it is written), falling back to
 * aijob/info every second when the stream is not available. Returns the latest state.
 */
export function useJob(initial: AiJob | null): AiJob | null {
  const [job, setJob] = useState<AiJob | null>(initial);
  const qc = useQueryClient();
  const id = initial?.id ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows one job, by its id
  useEffect(() => {
    setJob(initial);
    if (!initial || finished(initial)) return;
    const controller = new AbortController();
    let stopped = false;
    const apply = (e: AiJobStreamEvent) =>
      setJob((prev) =>
        prev
          ? {
              ...prev,
              status: e.status,
              progress: e.progress,
              error: e.error,
              text: e.offset === 0 ? e.text : prev.text.slice(0, e.offset) + e.text,
            }
          : prev,
      );
    const done = async () => {
      const fresh = await apiCall(aiCalls.aijobInfo, { id: initial.id });
      if (!stopped) setJob(fresh);
      refreshBalances(qc);
      void qc.invalidateQueries({ queryKey: ['ai'] });
    };
    const poll = async () => {
      while (!stopped) {
        const fresh = await apiCall(aiCalls.aijobInfo, { id: initial.id }).catch(() => null);
        if (stopped) return;
        if (fresh) {
          setJob(fresh);
          if (finished(fresh)) return void done();
        }
        await new Promise((r) => setTimeout(r, 1000));
      }
    };
    (async () => {
      try {
        const res = await fetch(`${apiUrl(aiJobStreamCall)}?id=${initial.id}`, {
          headers: { ...(await signedHeaders(aiJobStreamCall)), Accept: 'text/event-stream' },
          cache: 'no-store',
          signal: controller.signal,
        });
        if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream'))
          return void poll();
        let last: AiJobStreamEvent | null = null;
        const feed = createSseParser((e) => {
          last = JSON.parse(e.data) as AiJobStreamEvent;
          apply(last);
        });
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done: end } = await reader.read();
          if (end) break;
          feed(value);
        }
        if (last && finished(last)) void done();
        else if (!stopped) void poll();
      } catch {
        if (!stopped) void poll();
      }
    })();
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [id]);
  return job;
}
