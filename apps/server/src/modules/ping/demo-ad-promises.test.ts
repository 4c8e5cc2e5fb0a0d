// What the demo ads promise is what the app gives (issue 22): every amount of gold, price or
// member benefit a demo banner's words name is read back from the rules the server runs with
// (the seeded welfare tasks, the check-in and invite settings, the catalogue and the exchange
// list, the access rules), through the calls a user makes. A banner that names an amount or a
// benefit must have its check here, so a new promise cannot go unchecked.

import type { Reward } from '@lld/protocol/api/wallet';
import type { UserTask } from '@lld/protocol/api/welfare';
import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../../test/client.ts';
import { grantVip, useTestApp } from '../../test/harness.ts';
import { seedCatalog } from '../recharge/catalog.seed.ts';
import { seedExchange } from '../redeem/exchange.seed.ts';
import { exchangeItems } from '../redeem/redeem.schema.ts';
import { decide } from '../wallet/access.service.ts';
import { welfareSetting } from '../welfare/welfare.defaults.ts';
import { seedWelfare } from '../welfare/welfare.seed.ts';
import { DEMO_BANNERS, type DemoBanner } from './demo-ads.ts';

const h = useTestApp({ PASSWORD_SCRYPT_LOG_N: '10' }, {}, async (h) => {
  await seedWelfare(h.db.db);
  await seedCatalog(h.db.db, h.t.app.log);
  await seedExchange(h.db.db, h.t.app.log);
});

/** Gold as the app writes it: hundredths → 金币. */
const gold = (hundredths: number) => hundredths / 100;

/** The rules as a guest (and, for member benefits, a member) sees them. */
async function rules() {
  const c = new TestClient(h.t.app, h.t.config);
  expect((await c.guest(devId('demo-ad-promises'))).body.code).toBe(200);
  const tasks = (await c.call('usertaskList', {})).data.list;
  const checkin = (await c.call('welfareCheckinState', {})).data;
  const products = async (kind: 'vip' | 'diamond') => (await c.call('productList', { kind })).data.list;
  const vip = await products('vip');
  const diamond = await products('diamond');
  const invite = await welfareSetting(h.t.app.services.settings, 'inviteReward');
  const exchange = await h.db.db.select().from(exchangeItems);
  const me = (await c.call('userInfo', {})).data;
  await grantVip(h, me.id, 1);
  const member = (await c.call('userInfo', {})).data;
  return { tasks, checkin, vip, diamond, invite, exchange, member };
}
type Rules = Awaited<ReturnType<typeof rules>>;

/** The number just before `unit` in `text` ("领8金币" → 8), or NaN. */
function amount(text: string, before: RegExp): number {
  const m = new RegExp(`(\\d+(?:\\.\\d+)?)${before.source}`).exec(text);
  return m ? Number(m[1]) : Number.NaN;
}

const task = (r: Rules, metric: UserTask['metric'], group?: UserTask['group']) => {
  const found = r.tasks.find((t) => t.metric === metric && (!group || t.group === group));
  expect(found, `a ${group ?? ''} task counting ${metric}`).toBeDefined();
  return found!;
};

/** Each banner that promises something, by position and title: its check against the rules. */
const CHECKS: Record<string, (b: DemoBanner, r: Rules) => void> = {
  'splash 充值钻石送好礼': (b, r) => {
    // 首充领8金币: the 首次充值 task pays that much; 大额钻石加赠: the bigger packs add diamonds.
    expect(gold(task(r, 'recharges', 'newbie').reward)).toBe(amount(b.sub, /金币/));
    const byPrice = [...r.diamond].sort((x, y) => x.priceFen - y.priceFen);
    expect(byPrice.at(-1)!.bonus).toBeGreaterThan(0);
    expect(byPrice.at(-1)!.bonus).toBeGreaterThanOrEqual(Math.max(...byPrice.map((p) => p.bonus)));
  },
  'homeBanner 会员限时特惠': (b, r) => {
    const year = r.vip.find((p) => p.tier === 'normal' && p.cardName === '年卡');
    expect(year).toBeDefined();
    expect(year!.priceFen / 100).toBe(Number(/¥(\d+)/.exec(b.sub)?.[1]));
    expect(year!.benefits).toContain(b.sub.split(' · ')[1]);
  },
  'homeBanner 签到领金币': (b, r) => {
    // 连续签到7天 第7天领10金币: the seventh day of a streak week pays that much.
    const day7 = r.checkin.days.find((d) => d.index === 7);
    expect(gold(day7!.reward)).toBe(amount(b.sub, /金币/));
  },
  'homePopup 新人专享礼包': (_b, r) => {
    const newbie = r.tasks.filter((t) => t.group === 'newbie');
    expect(newbie.length).toBeGreaterThan(0);
    for (const t of newbie) expect(t.reward, t.title).toBeGreaterThan(0);
  },
  'homeFeed 邀请好友得金币': (b, r) => {
    expect(gold(r.invite.gold)).toBe(amount(b.sub, /金币/));
  },
  'playPage 开通VIP看高清': (b, r) => {
    // 看高清 and each benefit named are ones the normal membership lists.
    const monthly = r.vip.find((p) => p.tier === 'normal');
    for (const benefit of b.sub.split(' · ')) expect(monthly!.benefits).toContain(benefit);
    expect(monthly!.benefits.some((x) => x.includes('高清'))).toBe(true);
  },
  'communityBanner 发帖赢金币': (b, r) => {
    expect(gold(task(r, 'posts', 'newbie').reward)).toBe(amount(b.sub, /金币/));
  },
  'comicBanner 会员漫画免费读': (_b, r) => {
    const read = decide(r.member, { kind: 'comic_chapter', itemId: 1, access: 'vip' }, false);
    expect(read).toMatchObject({ allowed: true, reason: 'vip' });
  },
  'comicRead VIP章节随心读': (_b, r) => {
    const read = decide(r.member, { kind: 'comic_chapter', itemId: 1, access: 'vip' }, false);
    expect(read).toMatchObject({ allowed: true, reason: 'vip' });
  },
  'welfareBanner 做任务领VIP': (_b, r) => {
    // 完成每日任务 免费兑换会员: daily tasks pay gold, and gold buys member days.
    expect(r.tasks.some((t) => t.group === 'daily' && t.reward > 0)).toBe(true);
    const memberCards = r.exchange.filter(
      (e) => e.currency === 'gold' && (e.rewards as Reward[]).some((w) => w.type === 'vip'),
    );
    expect(memberCards.length, 'member cards bought with gold').toBeGreaterThan(0);
  },
  'playPreview 新游首发': (b, r) => {
    // 每日玩1局领1金币: the daily task counting games played.
    const games = task(r, 'games_played', 'daily');
    expect(games.target).toBe(amount(b.sub, /局/));
    expect(gold(games.reward)).toBe(amount(b.sub, /金币/));
  },
};

/** Words that make a promise: an amount, a price, something free, given or for members. */
const PROMISING = /\d|金币|钻石|%|免|赠|送|领|VIP|会员/;

const BANNERS = Object.entries(DEMO_BANNERS).flatMap(([position, list]) =>
  list.map((b) => ({ key: `${position} ${b.title}`, banner: b })),
);

describe('the demo ads promise what the rules give', () => {
  it('checks every banner that names an amount or a benefit', () => {
    for (const { key, banner } of BANNERS) {
      const words = `${banner.title} ${banner.sub} ${banner.tag} ${banner.cta}`;
      if (PROMISING.test(words)) expect(CHECKS[key], `a check for "${key}": ${words}`).toBeDefined();
    }
    for (const key of Object.keys(CHECKS)) expect(BANNERS.map((b) => b.key)).toContain(key);
  });

  it('each promise matches the configured rule', async () => {
    const r = await rules();
    for (const { key, banner } of BANNERS) CHECKS[key]?.(banner, r);
  });
});
