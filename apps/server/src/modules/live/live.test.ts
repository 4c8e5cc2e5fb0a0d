import { createDecipheriv } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LIVE_STREAM_PREFIX } from '@lld/protocol/api/live';
import { ResultCode } from '@lld/protocol/result-codes';
import { randomUuidV4 } from '@lld/protocol/sign';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { segmentIv } from '../../crypto/hls.ts';
import { devId, TestClient } from '../../test/client.ts';
import { listeningAddress, readEvents } from '../../test/event-stream.ts';
import { adminInject, testApp, useTestApp } from '../../test/harness.ts';
import { eventually } from '../../test/wait.ts';
import { mediaStreams, mediaVideos } from '../media/media.schema.ts';
import { DEMO_MEDIA_DIR } from '../media/media.seed.ts';
import { packageStream } from '../media/pipeline/package.ts';
import { livePlaylistSign } from './live.hls.routes.ts';
import { seedDemoLive } from './live.seed.ts';

const pids = new Set<number>();
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
// Registered before the app's own hooks, so it runs after the app has closed (hooks run as a stack).
afterAll(() => {
  // No ffmpeg outlives the app: every encoder this file started has exited.
  for (const pid of pids) expect(alive(pid), `ffmpeg ${pid} still running`).toBe(false);
});
const h = useTestApp(
  { LIVE_IDLE_SECONDS: '1', LIVE_CHAT_RATE: '3/10s', MESSAGE_STREAM_CHECK_MS: '200' },
  {},
  async ({ t }) => seedDemoLive(t.app.db),
);

let n = 0;
async function guest() {
  const c = new TestClient(h.t.app, h.t.config, { remoteAddress: `198.51.100.${++n % 250}` });
  const r = await c.guest(devId(`live-${n}`));
  return { c, id: r.data.userInfo.id };
}

const waitFor = <T>(
  what: string,
  f: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  ms = 30_000,
) => eventually(f, { what, ms, every: 100 });

function playlistUrl(id: number, token: string, o: { sign?: string; nonce?: string } = {}) {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = o.nonce ?? randomUuidV4();
  const sign = o.sign ?? livePlaylistSign({ key: h.t.config.signKey, token, id, timestamp, nonce });
  return `${LIVE_STREAM_PREFIX}${id}?${new URLSearchParams({ token, timestamp: String(timestamp), sign, nonce })}`;
}

const get = (url: string) => h.t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
const admin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  adminInject(h.t.app, method, url, payload);

async function channels() {
  const a = await guest();
  const home = await a.c.call('liveHome', {});
  const all = home.data.categories.flatMap((c) => c.channels);
  return { free: all.find((c) => c.access === 'free')!, vip: all.find((c) => c.access === 'vip')!, all };
}

describe('live/home, live/recommended, live/play', () => {
  it('lists the three demo channels by category, with what is on now and viewers', async () => {
    const a = await guest();
    const home = await a.c.call('liveHome', {});
    expect(home.body.code).toBe(200);
    const all = home.data.categories.flatMap((c) => c.channels);
    expect(all).toHaveLength(3);
    expect(home.data.categories.map((c) => c.name)).toEqual(['综合', '纪实', '音乐']);
    for (const c of all) {
      expect(c.online).toBe(true);
      expect(c.offlineReason).toBe('');
      expect(c.nowPlaying?.title).toBeTruthy();
      expect(Date.parse(c.nowPlaying!.startsAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(c.nowPlaying!.endsAt)).toBeGreaterThan(Date.now());
      expect(c.next?.startsAt).toBe(c.nowPlaying?.endsAt);
      expect(c.viewers).toBe(0);
    }
    const one = await a.c.call('liveHome', { category: '音乐' });
    expect(one.data.categories.flatMap((c) => c.channels).map((c) => c.name)).toEqual(['音乐波形台']);
    const bad = await a.c.call('liveHome', { category: 5 });
    expect(bad.body.code).toBe(ResultCode.INVALID_PARAMS);
  });

  it('recommends the operator’s picks first', async () => {
    const a = await guest();
    const r = await a.c.call('liveRecommended', {});
    expect(r.body.code).toBe(200);
    expect(
      r.data.list
        .slice(0, 2)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['来了点综合台', '音乐波形台'].sort());
  });

  it('plays a free channel for anyone; a live-VIP channel only for live VIP holders (membership does not count)', async () => {
    const { free, vip } = await channels();
    const a = await guest();
    const p = await a.c.call('livePlay', { id: free.id });
    expect(p.body.code).toBe(200);
    expect(p.data.allowed).toBe(true);
    expect(p.data.playlistPath).toBe(`${LIVE_STREAM_PREFIX}${free.id}`);
    expect(p.data.guide).toHaveLength(24);
    expect(p.data.guide.every((g, i, all) => i === 0 || g.startsAt === all[i - 1]!.endsAt)).toBe(true);

    expect((await a.c.call('livePlay', { id: vip.id })).data.allowed).toBe(false);
    const grant = (tier: 'normal' | 'live') =>
      h.t.app.services.vip.grant(h.t.app.db, {
        userId: a.id,
        tier,
        days: 30,
        source: 'grant',
        reference: `t:${a.id}:${tier[0]}`,
      });
    await grant('normal');
    expect((await a.c.call('livePlay', { id: vip.id })).data.allowed).toBe(false);
    await grant('live');
    expect((await a.c.call('livePlay', { id: vip.id })).data.allowed).toBe(true);

    expect((await a.c.call('livePlay', { id: 999_999 })).body.code).toBe(ResultCode.NOT_FOUND);
    expect((await a.c.call('livePlay', { id: 'x' })).body.code).toBe(ResultCode.INVALID_PARAMS);
    await h.t.app.services.live.runners.stopAll();
  });
});

describe('live playlists (PROTOCOL §8 signing, rolling window, encrypted segments)', () => {
  it('refuses a bad sign, a replayed nonce, and a live-VIP channel to others', async () => {
    const { free, vip } = await channels();
    const a = await guest();
    const bad = await get(playlistUrl(free.id, a.c.token, { sign: 'f'.repeat(40) }));
    expect(bad.statusCode).toBe(403);
    expect(bad.json().code).toBe(ResultCode.BAD_SIGNATURE);
    const nonce = randomUuidV4();
    const noVip = await get(playlistUrl(vip.id, a.c.token, { nonce }));
    expect(noVip.statusCode).toBe(403);
    expect(noVip.json().code).toBe(ResultCode.NEEDS_ENTITLEMENT);
    expect((await get(playlistUrl(vip.id, a.c.token, { nonce }))).json().code).toBe(ResultCode.BAD_SIGNATURE);
    expect((await get(playlistUrl(999_999, a.c.token))).statusCode).toBe(404);
  });

  it('serves a live window: two renditions, program date-times, AES-128 segments, a sliding sequence; restarts a dead encoder', async () => {
    const { free } = await channels();
    const a = await guest();
    const master = await get(playlistUrl(free.id, a.c.token));
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    const variants = master.body.split('\n').filter((l) => l.startsWith('http'));
    expect(variants).toHaveLength(2);
    expect(master.body).toContain('RESOLUTION=640x360');
    expect(master.body).toContain('RESOLUTION=320x180');
    const runner = h.t.app.services.live.runners.get(free.id)!;
    pids.add(runner.pid!);

    const variant = (await get(variants[1]!)).body;
    expect(variant).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    expect(variant).not.toContain('#EXT-X-ENDLIST');
    const keyUri = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"/.exec(variant)![1]!;
    const seq = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(variant)![1]);
    const segUrl = variant.split('\n').find((l) => l.includes('/files/live/'))!;
    const pdt = Date.parse(/#EXT-X-PROGRAM-DATE-TIME:(\S+)/.exec(variant)![1]!);
    expect(Math.abs(Date.now() - pdt)).toBeLessThan(30_000);

    const key = await get(keyUri);
    expect(key.statusCode).toBe(200);
    expect(key.rawPayload).toHaveLength(16);
    const seg = await get(segUrl);
    expect(seg.statusCode).toBe(200);
    const d = createDecipheriv('aes-128-cbc', key.rawPayload, segmentIv(seq));
    const plain = Buffer.concat([d.update(seg.rawPayload), d.final()]);
    expect(plain[0]).toBe(0x47); // MPEG-TS sync byte
    expect(seg.rawPayload[0] === 0x47 && seg.rawPayload[188] === 0x47).toBe(false);
    // A forged segment URL and a forged ticket are refused.
    expect((await get(segUrl.replace(/s=[^&]+/, 's=AAAA'))).statusCode).toBe(403);
    expect((await get(keyUri.replace(/tk=[^&]+/, 'tk=1.2.3.4.5'))).statusCode).toBe(403);

    // The window slides: the first segment leaves the playlist, and later its file.
    await waitFor('the window to slide', async () => {
      const v = (await get(variants[0]!)).body;
      return Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(v)![1]) > seq + 1;
    });
    await waitFor('the old segment to be deleted', async () => (await get(segUrl)).statusCode === 404);
    await get(variants[0]!);
    const viewers = await a.c.call('liveHome', {});
    expect(viewers.data.categories.flatMap((c) => c.channels).find((c) => c.id === free.id)!.viewers).toBe(1);

    // Kill the encoder: it comes back (new run), the sequence continues after a discontinuity.
    const before = runner.runs;
    const lastSeq = runner.windows.get('360p')!.lastSeq;
    process.kill(runner.pid!, 'SIGKILL');
    await waitFor('a restarted encoder', () => runner.runs > before && runner.pid !== undefined);
    pids.add(runner.pid!);
    const after = await waitFor('segments after the restart', async () => {
      const v = (await get(variants[0]!)).body;
      return v.includes('#EXT-X-DISCONTINUITY\n') ? v : null;
    });
    const seqs = [...after.matchAll(/\/(\d+)\.ts\?/g)].map((m) => Number(m[1]));
    expect(seqs.some((s) => s > lastSeq)).toBe(true);
  }, 90_000);

  it('stops an encoder nobody watches, and the next viewer starts it again', async () => {
    const { free } = await channels();
    const { live } = h.t.app.services;
    const runner = await waitFor('a runner', () => live.runners.get(free.id));
    // No playlist fetches: viewers expire (1 s here) and the sweep stops the encoder.
    await waitFor('the idle stop', async () => {
      await live.runners.sweep();
      return runner.state === 'stopped';
    });
    for (const pid of pids) await waitFor(`ffmpeg ${pid} to exit`, () => !alive(pid), 5000);
    const a = await guest();
    const master = await get(playlistUrl(free.id, a.c.token));
    expect(master.statusCode).toBe(200);
    expect(runner.running).toBe(true);
    pids.add(runner.pid!);
  }, 60_000);
});

describe('live chat', () => {
  const address = listeningAddress(() => h.t.app);

  it('delivers a message from one viewer to another over the stream, and an operator delete', async () => {
    const { free } = await channels();
    const a = await guest();
    const b = await guest();
    const res = await fetch(`${await address()}/api/app/live/chat/stream?channelId=${free.id}`, {
      headers: { authorization: b.c.token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reading = readEvents<{ id: number; text?: string }>(res, 2);
    const sent = await a.c.call('liveChatSend', { channelId: free.id, text: '  你好，直播！ ' });
    expect(sent.body.code).toBe(200);
    expect(sent.data.text).toBe('你好，直播！');
    expect(sent.data.userId).toBe(a.id);
    const del = await admin('DELETE', `/live/chat/${sent.data.id}`);
    expect(del.json().code).toBe(200);
    const got = await reading;
    expect(got[0]).toMatchObject({ event: 'message', data: { id: sent.data.id, text: '你好，直播！' } });
    expect(got[1]).toMatchObject({ event: 'delete', data: { id: sent.data.id } });
    const list = await b.c.call('liveChatList', { channelId: free.id });
    expect(list.data.list.map((m) => m.id)).not.toContain(sent.data.id);
    expect((await admin('DELETE', '/live/chat/99999999')).json().code).toBe(ResultCode.NOT_FOUND);
  });

  it('gives a channel’s stream that channel’s chat only', async () => {
    const { free, all } = await channels();
    const other = all.find((c) => c.id !== free.id)!;
    const a = await guest();
    const b = await guest();
    const res = await fetch(`${await address()}/api/app/live/chat/stream?channelId=${other.id}`, {
      headers: { authorization: b.c.token },
    });
    const reading = readEvents<{ id: number; text?: string }>(res, 1);
    const elsewhere = await a.c.call('liveChatSend', { channelId: free.id, text: '别的频道' });
    expect(elsewhere.body.code).toBe(200);
    expect((await admin('DELETE', `/live/chat/${elsewhere.data.id}`)).json().code).toBe(200);
    const here = await b.c.call('liveChatSend', { channelId: other.id, text: '本频道' });
    expect(here.body.code).toBe(200);
    const got = await reading;
    expect(got).toEqual([
      expect.objectContaining({ event: 'message', data: expect.objectContaining({ id: here.data.id }) }),
    ]);
  });

  it('lists recent messages oldest first; refuses empty, long and unknown-channel messages', async () => {
    const { free } = await channels();
    const a = await guest();
    const m1 = await a.c.call('liveChatSend', { channelId: free.id, text: '一' });
    await a.c.call('liveChatSend', { channelId: free.id, text: '二' });
    const list = await a.c.call('liveChatList', { channelId: free.id, after: m1.data.id - 1 });
    expect(list.data.list.map((m) => m.text)).toEqual(['一', '二']);
    expect((await a.c.call('liveChatSend', { channelId: free.id, text: '   ' })).body.code).toBe(
      ResultCode.INVALID_PARAMS,
    );
    expect((await a.c.call('liveChatSend', { channelId: free.id, text: 'x'.repeat(61) })).body.code).toBe(
      ResultCode.INVALID_PARAMS,
    );
    expect((await a.c.call('liveChatSend', { channelId: 999_999, text: 'hi' })).body.code).toBe(
      ResultCode.NOT_FOUND,
    );
    const anon = new TestClient(h.t.app, h.t.config);
    expect((await anon.call('liveChatSend', { channelId: free.id, text: 'hi' })).body.code).toBe(
      ResultCode.TOKEN_INVALID,
    );
  });

  it('limits the rate per user, and a muted user cannot speak until unmuted', async () => {
    const { free } = await channels();
    const a = await guest();
    for (let i = 0; i < 3; i++)
      expect((await a.c.call('liveChatSend', { channelId: free.id, text: `m${i}` })).body.code).toBe(200);
    const fourth = await a.c.call('liveChatSend', { channelId: free.id, text: 'm3' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe(ResultCode.TOO_MANY_REQUESTS);

    const b = await guest();
    expect((await admin('POST', '/live/mutes', { userId: b.id, minutes: 10 })).json().code).toBe(200);
    const muted = await b.c.call('liveChatSend', { channelId: free.id, text: 'hi' });
    expect(muted.body.code).toBe(ResultCode.FORBIDDEN);
    expect(muted.body.tip).toContain('禁言');
    await admin('POST', '/live/mutes', { userId: b.id, minutes: 0 });
    expect((await b.c.call('liveChatSend', { channelId: free.id, text: 'hi' })).body.code).toBe(200);
  });
});

describe('operator routes', () => {
  it('create, change, schedule (JSON and XMLTV), list, delete a channel; refuse a bad source and a missing key', async () => {
    expect((await h.t.app.inject({ method: 'GET', url: '/api/admin/live/channels' })).json().code).not.toBe(
      200,
    );
    const badSource = await admin('POST', '/live/channels', {
      name: 'x',
      sourceKind: 'file',
      source: '../../etc/passwd',
    });
    expect(badSource.json().code).toBe(ResultCode.INVALID_PARAMS);
    const badUrl = await admin('POST', '/live/channels', {
      name: 'x',
      sourceKind: 'url',
      source: 'file:///etc/passwd',
    });
    expect(badUrl.json().code).toBe(ResultCode.INVALID_PARAMS);
    const created = await admin('POST', '/live/channels', {
      name: '体育台',
      category: '体育',
      sourceKind: 'url',
      source: 'https://upstream.example/live/index.m3u8',
      programmes: [
        { title: '足球之夜', startsAt: '2026-11-25T12:00:00+08:00', endsAt: '2026-11-25T14:00:00+08:00' },
      ],
    });
    expect(created.json().code).toBe(200);
    const id = created.json().data.id as number;
    expect(
      (await admin('PATCH', `/live/channels/${id}`, { name: '体育台2', access: 'vip' })).json().code,
    ).toBe(200);
    expect((await admin('PATCH', `/live/channels/${id}`, { bogus: 1 })).json().code).toBe(
      ResultCode.INVALID_PARAMS,
    );
    const bad = await admin('PUT', `/live/channels/${id}/schedule`, {
      programmes: [{ title: 'x', startsAt: '2026-11-25T14:00:00Z', endsAt: '2026-11-25T12:00:00Z' }],
    });
    expect(bad.json().code).toBe(ResultCode.INVALID_PARAMS);
    const xml = `<?xml version="1.0"?><tv><programme start="20261125080000 +0800" stop="20261125093000 +0800" channel="sport"><title lang="zh">晨练 &amp; 新闻</title></programme>
      <programme start="20261125093000 +0800" stop="20261125110000 +0800" channel="sport"><title>赛事直播</title></programme>
      <programme start="20261125093000 +0800" stop="20261125110000 +0800" channel="other"><title>别台</title></programme></tv>`;
    const imported = await admin('POST', `/live/channels/${id}/xmltv`, { xml, channel: 'sport' });
    expect(imported.json().data).toEqual({ programmes: 2 });
    const list = await admin('GET', '/live/channels');
    const row = list.json().data.list.find((c: { id: number }) => c.id === id);
    expect(row).toMatchObject({ name: '体育台2', access: 'vip', encoder: 'stopped' });
    expect(row.keyHex).toBeUndefined();
    expect(row.programmes.map((p: { title: string }) => p.title)).toEqual(['晨练 & 新闻', '赛事直播']);
    expect(row.programmes[0].startsAt).toBe('2026-11-25T00:00:00.000Z');
    expect((await admin('DELETE', `/live/channels/${id}`)).json().code).toBe(200);
    expect((await admin('DELETE', `/live/channels/${id}`)).json().code).toBe(ResultCode.NOT_FOUND);
  });
});

/** Fetches the channel's lower rendition until it lists segments; answers one decrypted segment. */
async function playsEncrypted(channelId: number): Promise<{ plain: Buffer; variant: string }> {
  const a = await guest();
  const master = await get(playlistUrl(channelId, a.c.token));
  expect(master.statusCode, master.body).toBe(200);
  const low = master.body.split('\n').filter((l) => l.startsWith('http'))[1]!;
  const variant = await waitFor('segments in the live playlist', async () => {
    const v = (await get(low)).body;
    return v.includes('/files/live/') ? v : null;
  });
  expect(variant).toContain('#EXT-X-PROGRAM-DATE-TIME:');
  const keyUri = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"/.exec(variant)![1]!;
  const seq = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(variant)![1]);
  const segUrl = variant.split('\n').find((l) => l.includes('/files/live/'))!;
  const key = (await get(keyUri)).rawPayload;
  const d = createDecipheriv('aes-128-cbc', key, segmentIv(seq));
  return { plain: Buffer.concat([d.update((await get(segUrl)).rawPayload), d.final()]), variant };
}

describe('channel sources', () => {
  it('loops a video of the media library by its id (a plain copy of its encrypted stream)', async () => {
    const { db, storage } = h.t.app;
    const packaged = await packageStream(storage, path.join(DEMO_MEDIA_DIR, 'bars'));
    const [stream] = await db.insert(mediaStreams).values(packaged).returning();
    const [video] = await db
      .insert(mediaVideos)
      .values({ title: '片库里的视频', streamId: stream!.id, duration: Math.round(packaged.duration) })
      .returning();
    for (const source of ['999999', 'abc', String(video!.id + 1)]) {
      const refused = await admin('POST', '/live/channels', { name: 'x', sourceKind: 'video', source });
      expect(refused.json().code, source).toBe(ResultCode.INVALID_PARAMS);
    }
    const created = await admin('POST', '/live/channels', {
      name: '片库轮播台',
      sourceKind: 'video',
      source: String(video!.id),
    });
    expect(created.json().code).toBe(200);
    const id = created.json().data.id as number;
    const listed = (await (await guest()).c.call('liveHome', {})).data.categories.flatMap((c) => c.channels);
    expect(listed.find((c) => c.id === id)).toMatchObject({ online: true, offlineReason: '' });

    const { plain } = await playsEncrypted(id);
    expect(plain[0]).toBe(0x47); // MPEG-TS
    // ffmpeg reads the plain copy on this server's disk (storage holds only encrypted segments).
    const runner = h.t.app.services.live.runners.get(id)!;
    pids.add(runner.pid!);
    const copy = path.join(h.t.config.dataDir, 'live-sources', `video-${video!.id}-s${stream!.id}`);
    expect(runner.channel.source).toBe(path.join(copy, 'index.m3u8'));
    expect(readFileSync(path.join(copy, 'index.m3u8'), 'utf8')).toContain('#EXT-X-ENDLIST');
    expect(readFileSync(path.join(copy, '0.ts'))[0]).toBe(0x47);
    expect((await admin('DELETE', `/live/channels/${id}`)).json().code).toBe(200);
    expect(runner.running).toBe(false);
  }, 90_000);

  it('pulls an upstream HLS URL: a local origin with a rolling window, no end', async () => {
    // The origin: a live playlist of 3 segments sliding over the demo clip's segments, 1 per 2 s.
    const dir = path.join(DEMO_MEDIA_DIR, 'waves', '360p');
    const started = Date.now();
    const served: string[] = [];
    const origin = createServer((req, res) => {
      const url = req.url ?? '';
      served.push(url);
      if (url === '/live/index.m3u8') {
        const first = Math.floor((Date.now() - started) / 2000);
        const lines = [
          '#EXTM3U',
          '#EXT-X-VERSION:3',
          '#EXT-X-TARGETDURATION:2',
          `#EXT-X-MEDIA-SEQUENCE:${first}`,
        ];
        for (let s = first; s < first + 3; s++) lines.push('#EXTINF:2.000000,', `seg/${s}.ts`);
        res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' }).end(`${lines.join('\n')}\n`);
        return;
      }
      const m = /^\/live\/seg\/(\d+)\.ts$/.exec(url);
      if (!m) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'video/mp2t' });
      res.end(readFileSync(path.join(dir, `${Number(m[1]) % 10}.ts`)));
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    try {
      const created = await admin('POST', '/live/channels', {
        name: '上游转播台',
        sourceKind: 'url',
        source: `http://127.0.0.1:${(origin.address() as AddressInfo).port}/live/index.m3u8`,
      });
      expect(created.json().code).toBe(200);
      const id = created.json().data.id as number;
      const { plain, variant } = await playsEncrypted(id);
      expect(plain[0]).toBe(0x47);
      expect(variant).not.toContain('#EXT-X-ENDLIST');
      const runner = h.t.app.services.live.runners.get(id)!;
      pids.add(runner.pid!);
      expect(runner.channel).toMatchObject({ sourceKind: 'url' });
      // The encoder pulled the origin's playlist and its segments.
      expect(served).toContain('/live/index.m3u8');
      expect(served.some((u) => u.startsWith('/live/seg/'))).toBe(true);
      expect((await admin('DELETE', `/live/channels/${id}`)).json().code).toBe(200);
      expect(runner.running).toBe(false);
    } finally {
      await new Promise((resolve) => origin.close(resolve));
    }
  }, 90_000);
});

describe('several nodes', () => {
  it('share viewer counts through the kv store; LIVE_PREWARM=off leaves the encoder to the playlist', async () => {
    // A second node on the same database and kv store (Redis in a cluster), behind a proxy that
    // routes live by channel: its play call must not start an encoder for nobody.
    const b = await testApp(h.db, { LIVE_PREWARM: 'off', LIVE_IDLE_SECONDS: '60' }, { kv: h.t.kv });
    try {
      const { free } = await channels();
      const count = async (app: typeof b.app) => (await app.services.live.viewerCounts([free.id]))[0]!;
      const before = await count(h.t.app);
      await b.app.services.live.seen(free.id, `viewer-on-b-${randomUuidV4()}`);
      expect(await count(h.t.app)).toBe(before + 1);
      expect(await count(b.app)).toBe(before + 1);
      // Node B's viewer does not keep an encoder of node A running (A counts its own viewers).
      const ensure = vi.spyOn(b.app.services.live.runners, 'ensure');
      const c = new TestClient(b.app, b.config);
      await c.guest(devId('live-node-b'));
      const play = await c.call('livePlay', { id: free.id });
      expect(play.body.code).toBe(200);
      expect(play.data.allowed).toBe(true);
      expect(ensure).not.toHaveBeenCalled();
    } finally {
      await b.app.close();
    }
  });
});

describe('without ffmpeg', () => {
  it('shows the channels offline with a reason and refuses the playlist; nothing crashes', async () => {
    // The file's database (its channels are seeded), a second app without ffmpeg.
    const t = await testApp(h.db, { FFMPEG_PATH: '/nonexistent/ffmpeg' });
    try {
      const c = new TestClient(t.app, t.config);
      await c.guest(devId('live-noffmpeg'));
      const home = await c.call('liveHome', {});
      const ch = home.data.categories[0]!.channels[0]!;
      expect(ch.online).toBe(false);
      expect(ch.offlineReason).toContain('ffmpeg');
      const play = await c.call('livePlay', { id: ch.id });
      expect(play.body.code).toBe(200);
      expect(play.data.channel.online).toBe(false);
      const timestamp = Math.floor(Date.now() / 1000);
      const nonce = randomUuidV4();
      const sign = livePlaylistSign({ key: t.config.signKey, token: c.token, id: ch.id, timestamp, nonce });
      const r = await t.app.inject({
        method: 'GET',
        url: `${LIVE_STREAM_PREFIX}${ch.id}?${new URLSearchParams({ token: c.token, timestamp: String(timestamp), sign, nonce })}`,
      });
      expect(r.statusCode).toBe(404);
      expect(r.json().code).toBe(ResultCode.NOT_FOUND);
    } finally {
      await t.app.close();
    }
  }, 90_000);
});
