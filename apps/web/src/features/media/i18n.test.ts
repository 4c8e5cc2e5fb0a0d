import { describe, expect, it } from 'vitest';
import media from '@/locales/zh-CN/media';
import { tm } from './i18n';

describe('long-video strings', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(tm('goldPrice', { price: '15' })).toBe('15金币');
    expect(tm('views', {})).toBe('{count}次播放');
    expect(tm('intro')).toBe('简介');
  });

  it('has no placeholder wording in user-visible text', () => {
    for (const text of Object.values(media))
      expect(text).not.toMatch(/敬请期待|即将上线|开发中|待实现|coming soon|lorem/i);
  });
});
