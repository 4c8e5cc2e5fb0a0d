import { MESSAGE_KINDS, type MessageKind } from '@lld/protocol/api/calls/messages';
import type { Message, MessageLatest } from '@lld/protocol/api/messages';
import { create } from 'zustand';

const zero = () => Object.fromEntries(MESSAGE_KINDS.map((k) => [k, 0])) as Record<MessageKind, number>;

export interface UnreadState {
  unread: number;
  byKind: Record<MessageKind, number>;
  /** The newest message id this app has seen (from message/latest or the live stream). */
  latestId: number;
  /** Counts from message/latest. */
  setLatest(latest: MessageLatest): void;
  /** A live message; false when it was already seen (a reconnect never counts one twice). */
  received(m: Message): boolean;
  /**
   * After message/read: `unread` is the server's new total; the tab (or all) is read, or, when
   * `marked` is given (some ids of that tab), that many fewer are unread in it.
   */
  markedRead(kind: MessageKind | 'all', unread: number, marked?: number): void;
  reset(): void;
}

/** Unread messages of the signed-in user: the footer badge, the 我的 entry and the tabs read it. */
export const useUnreadStore = create<UnreadState>()((set, get) => ({
  unread: 0,
  byKind: zero(),
  latestId: 0,
  setLatest: (l) =>
    set({
      unread: l.unread,
      byKind: { ...zero(), ...l.byKind },
      latestId: Math.max(get().latestId, l.latestId),
    }),
  received: (m) => {
    const s = get();
    if (m.id <= s.latestId) return false;
    if (m.read) set({ latestId: m.id });
    else
      set({ latestId: m.id, unread: s.unread + 1, byKind: { ...s.byKind, [m.kind]: s.byKind[m.kind] + 1 } });
    for (const l of listeners) l(m);
    return true;
  },
  markedRead: (kind, unread, marked) =>
    set((s) => ({
      unread,
      byKind:
        kind === 'all'
          ? zero()
          : { ...s.byKind, [kind]: marked === undefined ? 0 : Math.max(0, s.byKind[kind] - marked) },
    })),
  reset: () => set({ unread: 0, byKind: zero(), latestId: 0 }),
}));

type LiveListener = (m: Message) => void;
const listeners = new Set<LiveListener>();

/** Hears each new live message once (the open message list, the customer-service chat). */
export function onLiveMessage(listener: LiveListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The badge text: nothing for 0, 99+ above 99. */
export function badgeText(n: number): string {
  return n <= 0 ? '' : n > 99 ? '99+' : String(n);
}
