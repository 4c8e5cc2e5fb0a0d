// Every demo entry goes where its words say (issue 22 point 2): each banner, icon and floating
// window of the demo ads leads to a screen of the app, and the screen is the one its label
// names (a comic offer opens comics, a ranking the charts, a check-in the welfare centre).
import { ROUTES } from '@lld/protocol/routes';
import { AD_POSITIONS, type AdPositionKey, resolveLink } from '@lld/protocol/tables';
import { describe, expect, it } from 'vitest';
import { DEMO_AI_FLOATING, DEMO_BANNERS, DEMO_FLOATING, DEMO_ICONS } from './demo-ads.ts';

/**
 * What a label promises, first match wins: words in the title (or, for a banner, its button)
 * and the place they promise, as path and query.
 */
const PROMISES: ReadonlyArray<readonly [RegExp, string]> = [
  [/会员漫画/, `${ROUTES.comicHome}?vip=1`],
  [/签到|福利|礼包|任务/, ROUTES.welfare],
  [/邀请/, ROUTES.mineShare],
  [/钻石|充值/, ROUTES.mineDiamondRecharge],
  [/创作者/, ROUTES.upRank],
  [/热门榜单/, `${ROUTES.lld}?index=2`],
  [/新片/, `${ROUTES.lld}?index=1`],
  [/大片/, ROUTES.topicList],
  [/VIP|会员/, ROUTES.mineVip],
  [/直播/, ROUTES.liveTv],
  [/AI换脸/, ROUTES.aiChangeFace],
  [/AI/, ROUTES.ai],
  [/游/, ROUTES.game],
  [/发帖/, ROUTES.communityPublish],
  [/客服/, ROUTES.settingKf],
];

const ENTRIES = [
  ...Object.entries(DEMO_BANNERS).flatMap(([position, list]) =>
    list.map((b) => ({ where: `banner ${position}`, label: `${b.title} ${b.cta}`, link: b.link })),
  ),
  ...DEMO_ICONS.map((i) => ({ where: 'icon', label: i.title, link: i.link })),
  { where: 'floating', label: DEMO_FLOATING.title, link: DEMO_FLOATING.link },
  { where: 'ai floating', label: DEMO_AI_FLOATING.title, link: DEMO_AI_FLOATING.link },
];

const SCREENS = new Set<string>(Object.values(ROUTES));

describe('the demo ads lead where their labels say', () => {
  it.each(ENTRIES)('$where $label', ({ label, link }) => {
    const resolved = resolveLink(link);
    expect(resolved?.kind, link).toBe('internal');
    if (resolved?.kind !== 'internal') return;
    const { path, search } = resolved.target;
    expect(SCREENS.has(path), `${path} is a screen of the app`).toBe(true);
    const promise = PROMISES.find(([words]) => words.test(label));
    expect(promise, `a rule for "${label}"`).toBeDefined();
    const [want, wantQuery = ''] = promise![1].split('?');
    expect(path).toBe(want);
    if (wantQuery) expect(search).toBe(`?${wantQuery}`);
  });

  it('fills every ad position (docs/operator-guide.md "Ad positions")', () => {
    for (const p of AD_POSITIONS) expect(DEMO_BANNERS[p.key as AdPositionKey], p.name).not.toHaveLength(0);
  });
});
