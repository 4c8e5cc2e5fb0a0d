// The long-video channel's calls (issue 22): filters, charts from real daily views, topics.
import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../../test/client.ts';
import { useMediaApp } from './media.fixtures.ts';
import { demoDailyViews } from './media.seed.ts';

const h = useMediaApp(24);

describe('long-video channel', () => {
  it('filter options list the regions, years and types in use', async () => {
    const r = await h.anon.call('mediaFilterOptions', {});
    expect(r.body.code).toBe(200);
    expect(r.data.regions.length).toBeGreaterThan(3);
    expect(r.data.years.length).toBeGreaterThan(3);
    expect(r.data.types.length).toBeGreaterThan(5);
  });

  it('filters by region, type, year and price, newest or most watched', async () => {
    const opts = (await h.anon.call('mediaFilterOptions', {})).data;
    const region = opts.regions[0]!;
    const byRegion = await h.anon.call('mediaFilter', { region, pageSize: 50 });
    expect(byRegion.body.code).toBe(200);
    expect(byRegion.data.list.length).toBeGreaterThan(0);
    const all = await h.anon.call('mediaFilter', { pageSize: 50 });
    expect(byRegion.data.list.length).toBeLessThan(all.data.list.length);
    const free = await h.anon.call('mediaFilter', { price: 'free', pageSize: 50 });
    expect(free.data.list.every((v) => v.access === 'free')).toBe(true);
    const paid = await h.anon.call('mediaFilter', { price: 'paid', pageSize: 50 });
    expect(paid.data.list.every((v) => v.access === 'paid')).toBe(true);
    const tag = opts.types[1]!;
    const byTag = await h.anon.call('mediaFilter', { tagId: tag.id, pageSize: 50 });
    expect(byTag.data.list.every((v) => v.tags.some((t) => t.id === tag.id))).toBe(true);
    const hot = await h.anon.call('mediaFilter', { sort: 'hot', pageSize: 50 });
    const views = hot.data.list.map((v) => v.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const year = await h.anon.call('mediaFilter', { year: opts.years[0]!, region, pageSize: 50 });
    expect(year.body.code).toBe(200);
    expect((await h.anon.call('mediaFilter', { year: 3000 })).body.code).toBe(2000);
  });

  it('charts count the views of the period; a new view counts today', async () => {
    const day = await h.anon.call('mediaRank', { period: 'day', pageSize: 10 });
    const month = await h.anon.call('mediaRank', { period: 'month', pageSize: 10 });
    expect(day.body.code).toBe(200);
    const dayViews = day.data.list.map((v) => v.periodViews);
    expect(dayViews).toEqual([...dayViews].sort((a, b) => b - a));
    expect(day.data.list.map((v) => v.id)).not.toEqual(month.data.list.map((v) => v.id));
    expect(month.data.list[0]!.periodViews).toBeGreaterThan(day.data.list[0]!.periodViews);
    // The seed's curve is what the chart reads.
    expect(demoDailyViews(0, 0)).toBeGreaterThan(0);
    const last = (await h.anon.call('mediaRank', { period: 'day', pageSize: 50 })).data.list.at(-1)!;
    const viewer = new TestClient(h.t.app, h.t.config);
    await viewer.guest(devId());
    await h.t.app.services.media.repo.addView(last.id);
    const after = (await h.anon.call('mediaRank', { period: 'day', pageSize: 50 })).data.list.find(
      (v) => v.id === last.id,
    )!;
    expect(after.periodViews).toBe(last.periodViews + 1);
    expect(after.views).toBe(last.views + 1);
    // A video that is not there counts nothing and fails nothing.
    await h.t.app.services.media.repo.addView(999_999);
  });

  it('lists every topic with its video count', async () => {
    const r = await h.anon.call('mediaTopicList', { pageSize: 20 });
    expect(r.body.code).toBe(200);
    expect(r.data.list.length).toBe(6);
    expect(r.data.list.reduce((a, t) => a + t.videoCount, 0)).toBe(24);
  });
});
