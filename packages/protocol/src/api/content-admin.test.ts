import { describe, expect, it } from 'vitest';
import {
  adminBookInput,
  adminBookPatch,
  adminChapterPatch,
  adminComicInput,
  adminComicPatch,
  adminGalleryPatch,
} from './content-admin.ts';

// A change (PUT) names the fields it changes: what it leaves out must not come back as a
// default and overwrite the stored value (zod keeps an inner default under `.partial()`).
describe('operator content changes', () => {
  it('a new comic or book gets its defaults', () => {
    expect(adminComicInput.parse({ title: 'x', author: 'a', category: 'c' })).toEqual({
      title: 'x',
      author: 'a',
      category: 'c',
      description: '',
      tags: [],
      finished: false,
    });
    expect(adminBookInput.parse({ kind: 'text', title: 'x' })).toMatchObject({ author: '', finished: false });
  });

  it('a change carries only the fields sent', () => {
    expect(adminComicPatch.parse({ title: 'x' })).toEqual({ title: 'x' });
    expect(adminBookPatch.parse({ title: 'x' })).toEqual({ title: 'x' });
    expect(adminChapterPatch.parse({ title: 'x' })).toEqual({ title: 'x' });
    expect(adminGalleryPatch.parse({ city: '上海' })).toEqual({ city: '上海' });
    expect(adminBookPatch.safeParse({ kind: 'audio' }).data).toEqual({});
  });
});
