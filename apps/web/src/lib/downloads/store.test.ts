import { describe, expect, it } from 'vitest';
import { type DownloadItem, deleteItem, getItem, getPart, listItems, putItem, putPart } from './store';

const item = (key: string, createdAt: number): DownloadItem => ({
  key,
  kind: 'video',
  id: Number(key.split(':')[1]),
  title: key,
  cover: '',
  status: 'done',
  parts: 1,
  done: 1,
  bytes: 3,
  segments: 1,
  template: 'lld-part:0',
  createdAt,
  checkedAt: createdAt,
});

describe('download store', () => {
  it('lists newest first and deletes one item with its parts only', async () => {
    await putItem(item('video:1', 1));
    await putItem(item('video:10', 2));
    // Blobs as fetch gives them (jsdom's own Blob does not survive the structured clone).
    await putPart('video:1', 0, await new Response('abc').blob());
    await putPart('video:10', 0, await new Response('defg').blob());
    expect((await listItems()).map((i) => i.key)).toEqual(['video:10', 'video:1']);

    await deleteItem('video:1');
    expect(await getItem('video:1')).toBeUndefined();
    expect(await getPart('video:1', 0)).toBeUndefined();
    // video:10's keys start with "video:1" too: they stay.
    expect(await getItem('video:10')).toBeDefined();
    expect((await getPart('video:10', 0))?.size).toBe(4);
  });
});
