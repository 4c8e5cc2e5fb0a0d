import { FOOTER_TABS } from '@lld/protocol/routes';
import { describe, expect, it } from 'vitest';
import { isMessageKey, makeT, messages, t } from './index';
import mine from './zh-CN/mine';

describe('t', () => {
  it('reads a namespaced key', () => {
    expect(t('tabs.home')).toBe('首页');
    expect(t('common.noMore')).toBe('没有更多了');
    expect(t('comments.send')).toBe('发送');
  });

  it('fills {placeholders} and leaves unknown ones visible', () => {
    expect(t('app.name', {})).not.toBe('');
    const tMine = makeT(mine);
    expect(tMine('userId', { id: 100003 })).toBe('ID：100003');
    expect(tMine('memberExpires', {})).toBe('有效期至 {date}');
  });

  it('has a label for every footer tab', () => {
    for (const tab of FOOTER_TABS) {
      expect(isMessageKey(tab.labelKey)).toBe(true);
      expect(t(tab.labelKey)).not.toBe(tab.labelKey);
    }
  });

  it('tells known keys from unknown ones', () => {
    expect(isMessageKey('app.name')).toBe(true);
    expect(isMessageKey('app.nope')).toBe(false);
    expect(isMessageKey('nope.name')).toBe(false);
    expect(isMessageKey('plain')).toBe(false);
  });

  it('has no placeholder wording in user-visible text', () => {
    const all = Object.values(messages).flatMap((ns) => Object.values(ns));
    for (const text of all) expect(text).not.toMatch(/敬请期待|即将上线|开发中|待实现|coming soon|lorem/i);
  });
});
