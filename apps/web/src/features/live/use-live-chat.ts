// The chat of one channel: the recent messages (live/chat/list), then the live stream
// (Server-Sent Events, reconnecting from the last id seen), operator deletions applied.

import { liveChatStreamCall } from '@lld/protocol/api/calls/live';
import type { LiveChatMessage } from '@lld/protocol/api/live';
import { useEffect, useRef, useState } from 'react';
import { apiUrl, signedHeaders } from '@/lib/api/client';
import { openLiveConnection } from '@/lib/messages/live-connection';
import { getToken } from '@/lib/storage';
import { loadChat } from './api';

const KEEP = 100;

export function useLiveChat(channelId: number, onNew: (m: LiveChatMessage) => void) {
  const [messages, setMessages] = useState<LiveChatMessage[]>([]);
  // The recent messages are in: until then the list is not known to be empty, and a message
  // the first load brings is history (it does not fly), while one after it comes on the stream.
  const [loaded, setLoaded] = useState(false);
  const lastId = useRef(0);
  const onNewRef = useRef(onNew);
  onNewRef.current = onNew;

  useEffect(() => {
    if (!(channelId > 0)) return;
    let closed = false;
    let live: ReturnType<typeof openLiveConnection> | null = null;
    setMessages([]);
    setLoaded(false);
    lastId.current = 0;
    const add = (m: LiveChatMessage, fresh: boolean) => {
      if (m.id <= lastId.current) return;
      lastId.current = m.id;
      setMessages((all) => [...all.slice(-(KEEP - 1)), m]);
      if (fresh) onNewRef.current(m);
    };
    loadChat(channelId)
      .then((r) => {
        for (const m of r.list) add(m, false);
      })
      .catch(() => undefined)
      .finally(() => {
        if (closed) return;
        setLoaded(true);
        const base = apiUrl(liveChatStreamCall);
        live = openLiveConnection({
          url: `${base}?channelId=${channelId}`,
          headers: () => (getToken() ? signedHeaders(liveChatStreamCall) : null),
          lastId: () => lastId.current,
          onMessage: (m) => add(m as unknown as LiveChatMessage, true),
          onEvent: (event, data) => {
            if (event !== 'delete') return;
            const id = (data as { id?: number }).id;
            setMessages((all) => all.filter((x) => x.id !== id));
          },
        });
      });
    return () => {
      closed = true;
      live?.close();
    };
  }, [channelId]);

  /** Shows a message the user just sent at once (the stream brings it too; ids deduplicate). */
  const sent = (m: LiveChatMessage) => {
    if (m.id <= lastId.current) return;
    lastId.current = m.id;
    setMessages((all) => [...all.slice(-(KEEP - 1)), m]);
  };
  return { messages, loaded, sent };
}
