/**
 * Open streams grouped by what they follow (a user's messages, a video's danmaku, a live
 * channel's chat): an event is handed to its group only. Offering every event to every open
 * stream of the node and letting each drop the others' cost a broadcast to every user one call
 * per user per stream.
 */
export class StreamGroups<K, E> {
  readonly #groups = new Map<K, Set<(event: E) => void>>();

  /** Adds `listener` to `key`'s group; returns its removal (which may be called more than once). */
  add(key: K, listener: (event: E) => void): () => void {
    let group = this.#groups.get(key);
    if (!group) {
      group = new Set();
      this.#groups.set(key, group);
    }
    const own = group;
    own.add(listener);
    return () => {
      own.delete(listener);
      if (own.size === 0 && this.#groups.get(key) === own) this.#groups.delete(key);
    };
  }

  /** Hands `event` to every listener of `key`'s group. */
  emit(key: K, event: E): void {
    const group = this.#groups.get(key);
    if (group) for (const listener of group) listener(event);
  }
}
