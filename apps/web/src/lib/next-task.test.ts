import { expect, it } from 'vitest';
import { nextTask } from './next-task';

it('resolves in a later task, after the microtasks queued meanwhile', async () => {
  const order: string[] = [];
  const done = nextTask().then(() => order.push('next task'));
  queueMicrotask(() => order.push('microtask'));
  void Promise.resolve().then(() => order.push('promise'));
  await done;
  expect(order).toEqual(['microtask', 'promise', 'next task']);
});
