import type { Message } from '@lld/protocol/api/messages';
import { describe, expect, it, vi } from 'vitest';
import { MessagesService } from './messages.service.ts';

// Live delivery alone (no database): who hears a stored message.
const message = (id: number): Message =>
  ({
    id,
    kind: 'system',
    title: `m${id}`,
    body: '',
    target: '',
    read: false,
    createdAt: 0,
  }) as unknown as Message;

describe('live delivery of stored messages', () => {
  it('reaches its user’s streams only, and every-message listeners with the user named', () => {
    const service = new MessagesService(null as never);
    const alice = vi.fn();
    const aliceOther = vi.fn();
    const bob = vi.fn();
    const all = vi.fn();
    service.onSentTo(1, alice);
    service.onSentTo(1, aliceOther);
    service.onSentTo(2, bob);
    service.onSent(all);
    service.deliver(1, message(10));
    expect(alice).toHaveBeenCalledWith(message(10));
    expect(aliceOther).toHaveBeenCalledTimes(1);
    expect(bob).not.toHaveBeenCalled();
    expect(all).toHaveBeenCalledWith(1, message(10), 'local');
    service.deliver(3, message(11), 'remote');
    expect(all).toHaveBeenLastCalledWith(3, message(11), 'remote');
    expect(alice).toHaveBeenCalledTimes(1);
  });

  it('asks one stream per recipient of a broadcast, not every stream per recipient', () => {
    const service = new MessagesService(null as never);
    let calls = 0;
    for (let user = 1; user <= 500; user++) service.onSentTo(user, () => calls++);
    for (let user = 1; user <= 500; user++) service.deliver(user, message(user));
    expect(calls).toBe(500);
  });
});
