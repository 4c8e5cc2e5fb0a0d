import { describe, expect, it, vi } from 'vitest';
import { DomainEventBus } from './domain-events.ts';

describe('DomainEventBus', () => {
  it('delivers an event to every listener after the producer returns', async () => {
    const bus = new DomainEventBus();
    const seen: number[] = [];
    bus.on('user.followed', (e) => seen.push(e.followeeId));
    bus.on('user.followed', (e) => seen.push(e.followerId));
    bus.emit('user.followed', { followerId: 1, followeeId: 2 });
    expect(seen).toEqual([]);
    await bus.settled();
    expect(seen.sort()).toEqual([1, 2]);
  });

  it('a failing listener is logged and does not stop the others or the producer', async () => {
    const error = vi.fn();
    const bus = new DomainEventBus({ error });
    const seen: string[] = [];
    bus.on('post.liked', () => {
      throw new Error('boom');
    });
    bus.on('post.liked', async () => {
      seen.push('ok');
    });
    expect(() => bus.emit('post.liked', { postId: 1, userId: 2, authorId: 3 })).not.toThrow();
    await bus.settled();
    expect(seen).toEqual(['ok']);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ event: 'post.liked' }), expect.any(String));
  });

  it('unsubscribes', async () => {
    const bus = new DomainEventBus();
    const listener = vi.fn();
    const off = bus.on('user.registered', listener);
    off();
    bus.emit('user.registered', { userId: 1 });
    await bus.settled();
    expect(listener).not.toHaveBeenCalled();
  });
});
