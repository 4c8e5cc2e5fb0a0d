/**
 * Domain events: what happened in one module that other modules react to (messages, welfare
 * tasks, search, danmaku …) without the producer knowing who listens. A producer emits AFTER its
 * transaction has committed, so no listener ever sees a change that was rolled back.
 *
 * Events are in-process and delivered once, on the node that produced them: a listener that
 * must reach other nodes (live delivery to open apps) writes to the database or publishes
 * through Redis itself. Listeners run after the producer's call returns (a microtask later), so a
 * slow or failing listener never slows down or fails the call that produced the event; errors
 * are logged with the event name.
 *
 * Adding an event: one entry in `DomainEvents` below (name → payload), then `events.emit(...)`.
 */
export interface DomainEvents {
  /** A new guest was created by guest login; `affCode` is its parsed channel data (or null). */
  'user.guestCreated': { userId: number; affCode: unknown };
  /** A guest became a registered account (account + password). */
  'user.registered': { userId: number };
  /** A phone number was bound to an account (or an account logged in by phone the first time). */
  'user.phoneBound': { userId: number };
  /** A comment or reply was posted on any target kind (post, video, comic …). */
  'comment.created': {
    commentId: number;
    authorId: number;
    targetKind: string;
    targetId: number;
    /** Set for a reply: the comment answered and its author. */
    parentId: number | null;
    parentAuthorId: number | null;
    /** The owner of the target (a post's author), when the target has one. */
    targetOwnerId: number | null;
    text: string;
  };
  'post.published': { postId: number; authorId: number; status: string };
  /**
   * A searchable item was published, edited, unpublished, deleted or moderated; listeners (the
   * search index) re-read it. `kind`: video, collection, topic, comic, novel, audio, picture,
   * listing, post, creator, circle or tag (the search kinds of packages/protocol calls/search).
   */
  'content.changed': { kind: string; id: number };
  'post.liked': { postId: number; userId: number; authorId: number };
  'user.followed': { followerId: number; followeeId: number };
  /** Something was bought with gold or diamonds (an entitlement was created). */
  'purchase.completed': {
    userId: number;
    kind: string;
    itemId: string;
    charged: number;
    currency: 'gold' | 'diamond';
    title: string | null;
  };
  /** A top-up order was credited to the wallet. */
  'recharge.credited': { userId: number; orderId: string; currency: 'gold' | 'diamond'; amount: number };
  'vip.granted': { userId: number; tier: string; days: number; source: string };
  /** Playing progress of a video was saved (seconds watched so far of that video). */
  'video.watched': { userId: number; videoId: number; seconds: number };
  /** A comic chapter, novel chapter or audio track was opened / read by a user. */
  'chapter.read': { userId: number; kind: 'comic' | 'novel' | 'audio'; bookId: number; chapterId: number };
  /** A game session's first score reached us from its provider (one game played). */
  'game.played': { userId: number; gameId: number; sessionId: string; score: number };
  /** An AI studio job was accepted (charged and queued). */
  'ai.jobSubmitted': { userId: number; jobId: number; tool: string };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventListener<N extends DomainEventName> = (payload: DomainEvents[N]) => unknown;

interface ErrorLog {
  error(obj: object, msg: string): void;
}

export class DomainEventBus {
  readonly #listeners = new Map<DomainEventName, Set<DomainEventListener<DomainEventName>>>();

  constructor(private readonly log?: ErrorLog) {}

  /** Subscribes; returns the unsubscribe function. */
  on<N extends DomainEventName>(name: N, listener: DomainEventListener<N>): () => void {
    let set = this.#listeners.get(name);
    if (!set) {
      set = new Set();
      this.#listeners.set(name, set);
    }
    set.add(listener as DomainEventListener<DomainEventName>);
    return () => set.delete(listener as DomainEventListener<DomainEventName>);
  }

  /** Delivers to every listener after the current call stack; never throws to the producer. */
  emit<N extends DomainEventName>(name: N, payload: DomainEvents[N]): void {
    const set = this.#listeners.get(name);
    if (!set || set.size === 0) return;
    for (const listener of set) {
      queueMicrotask(() => {
        Promise.resolve()
          .then(() => listener(payload))
          .catch((err: unknown) => this.log?.error({ err, event: name }, 'domain event listener failed'));
      });
    }
  }

  /** Resolves once every listener started so far has settled (tests). */
  async settled(): Promise<void> {
    // Two macrotask turns let queued microtasks and the promises they start run.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
  }
}
