import type { AiJob, AiJobStreamEvent } from '@lld/protocol/api/ai';
import { ResultCode } from '@lld/protocol/result-codes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxAi, type SandboxAi } from '../../adapters/ai/sandbox/sandbox-ai.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { devId, TestClient } from '../../test/client.ts';
import { adminInject, type TestApp, testApp, testDatabase } from '../../test/harness.ts';
import { picture } from '../../test/picture.ts';
import { aiJobs } from './ai.schema.ts';
import { seedAiCatalog } from './ai-catalog.service.ts';

// The studio end to end through its calls, with the sandbox provider on a real port (HTTP).
let sandbox: SandboxAi;
let db: DatabaseHandle;
let t: TestApp;
let env: Record<string, string>;

beforeAll(async () => {
  sandbox = await buildSandboxAi({ prefix: '/sandbox-ai', ffmpegPath: 'ffmpeg', tokenDelayMs: 1 });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sandbox-ai`;
  env = {
    AI_CHAT_URL: `${base}/v1`,
    AI_IMAGE_URL: base,
    AI_VIDEO_URL: `${base}/v1`,
    AI_VIDEO_POLL_MS: '100',
    AI_WORKER_POLL_MS: '300',
    AI_CONCURRENCY: 'image=2,faceswap=2,video=1,novel=2,companion=4',
    AI_USER_CONCURRENCY: '1',
  };
  db = await testDatabase();
  t = await testApp(db, env);
  await t.app.ready();
  await seedAiCatalog(t.app.db);
}, 120_000);
afterAll(async () => {
  await t?.app.close();
  await db?.close();
  await sandbox?.close();
});

let seq = 0;
async function user(gold = 0) {
  const c = new TestClient(t.app, t.config, { remoteAddress: `198.51.100.${++seq % 250}` });
  const r = await c.guest(devId(`ai-${seq}`));
  expect(r.body.code).toBe(200);
  const userId = r.data.userInfo.id;
  if (gold > 0)
    await t.app.services.wallet.credit(userId, 'gold', gold, {
      reason: 'grant',
      reference: 'test',
      idempotencyKey: `ai-test-gold-${userId}-${seq}`,
    });
  return Object.assign(c, { userId });
}
/** A user holding `credits` AI credits (granted straight into the credit ledger). */
async function withCredits(credits: number) {
  const c = await user();
  await t.app.db.transaction((tx) =>
    t.app.services.aiCredits.move(tx, c.userId, credits, 'grant', 'test', `grant-${c.userId}-${credits}`),
  );
  return c;
}
/** Starts a short novel (premise, genre) for `c`; the call is accepted. */
async function shortNovel(c: TestClient, premise: string, genre: 'romance' | 'mystery') {
  const r = await c.call('texttonovelGenerate', { premise, genre, length: 'short' });
  expect(r.body.code).toBe(200);
  return r;
}
const balance = async (c: TestClient) => (await c.call('aimateGianBalance')).data.balance;
async function finished(c: TestClient, id: number): Promise<AiJob> {
  for (let i = 0; i < 600; i++) {
    const r = await c.call('aijobInfo', { id });
    expect(r.body.code).toBe(200);
    if (r.data.status === 'done' || r.data.status === 'failed') return r.data;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error(`job ${id} did not finish`);
}
async function ownImage(userId: number): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 400, channels: 3, background: '#cc8866' } })
    .png()
    .toBuffer();
  return (await t.app.services.uploads.storeImage(userId, png)).url;
}

describe('AI credits', () => {
  it('lists packs, refuses a pack when gold is short, sells one through the wallet ledger', async () => {
    const c = await user();
    const packs = await c.call('aimateScoreProductList');
    expect(packs.data.list.length).toBeGreaterThan(1);
    const pack = packs.data.list.find((p) => p.currency === 'gold')!;
    expect(await balance(c)).toBe(0);
    const short = await c.call('aimateScorePay', { productId: pack.id });
    expect(short.body.code).toBe(ResultCode.NOT_ENOUGH_GOLD);
    expect(await balance(c)).toBe(0);

    await t.app.services.wallet.credit(c.userId, 'gold', pack.price + 5, {
      reason: 'grant',
      reference: 'test',
      idempotencyKey: `pack-gold-${c.userId}`,
    });
    const paid = await c.call('aimateScorePay', { productId: pack.id });
    expect(paid.body.code).toBe(200);
    expect(paid.data).toMatchObject({
      balance: pack.credits,
      credits: pack.credits,
      charged: pack.price,
      currency: 'gold',
    });
    expect(await balance(c)).toBe(pack.credits);
    expect((await t.app.services.wallet.balances(c.userId)).gold).toBe(5);
    expect((await c.call('aimateScorePay', { productId: 999 })).body.code).toBe(ResultCode.NOT_FOUND);

    // The purchase shows in 已购 (purchase/list), once: the refused attempt left nothing there.
    const bought = (await c.call('purchaseList', { page: 1, pageSize: 10 })).data.list;
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({
      kind: 'ai_pack',
      title: `AI点数 · ${pack.name}`,
      currency: 'gold',
      charged: pack.price,
    });
    // A pack is bought again and again: a second purchase charges again and is a row of its own.
    await t.app.services.wallet.credit(c.userId, 'gold', pack.price, {
      reason: 'grant',
      reference: 'test',
      idempotencyKey: `pack-gold-again-${c.userId}`,
    });
    expect((await c.call('aimateScorePay', { productId: pack.id })).data).toMatchObject({
      balance: pack.credits * 2,
      charged: pack.price,
    });
    expect((await t.app.services.wallet.balances(c.userId)).gold).toBe(5);
    expect((await c.call('purchaseList', { page: 1, pageSize: 10 })).data.list).toHaveLength(2);
  });

  it('refuses a job without enough credits (3003) and records nothing', async () => {
    const c = await withCredits(15);
    const r = await c.call('texttoimageGenerate', { prompt: '海边的日落', count: 2 });
    expect(r.body.code).toBe(ResultCode.NEEDS_ENTITLEMENT);
    expect(await balance(c)).toBe(15);
    expect((await c.call('aijobList', {})).data.list).toEqual([]);
  });
});

describe('operator catalog', () => {
  const as = (key: string) => async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const r = await adminInject(t.app, method, url, payload, key);
    // biome-ignore lint/suspicious/noExplicitAny: test reads arbitrary JSON answers
    return r.json() as { code: number; msg: string; data: any };
  };
  const token = async (role: 'content' | 'finance') =>
    (await t.app.services.operators.createToken(`ai-${role}-${++seq}`, role, 'test')).token;

  it('templates are edited by content editors, packs by finance; users see the enabled ones; audited', async () => {
    const content = as(await token('content'));
    const finance = as(await token('finance'));
    // A new style: shown to users, used by the worker, the prompt never sent to the app.
    const style = {
      id: `style-test-${seq}`,
      tool: 'image',
      name: '像素',
      desc: '复古像素风',
      prompt: '像素风格，',
      colors: ['#112233', '#445566'],
      sort: 0,
    };
    expect((await finance('POST', '/ai/templates', style)).code).toBe(4003);
    const created = await content('POST', '/ai/templates', style);
    expect(created.code, created.msg).toBe(200);
    expect((await content('POST', '/ai/templates', style)).code).toBe(ResultCode.CONFLICT);
    const c = await withCredits(100);
    const listed = (await c.call('aitemplateList', { tool: 'image' })).data.list;
    expect(listed.find((x) => x.id === style.id)).toMatchObject({ name: '像素', price: 10 });
    expect(JSON.stringify(listed)).not.toContain('像素风格');
    const job = await c.call('texttoimageGenerate', { prompt: '城堡', templateId: style.id });
    expect(job.body.code).toBe(200);
    // Disabled: gone from the app and refused for new jobs.
    const off = await content('PUT', `/ai/templates/${style.id}`, {
      ...style,
      id: undefined,
      enabled: false,
    });
    expect(off.code, off.msg).toBe(200);
    expect((await c.call('aitemplateList', { tool: 'image' })).data.list.map((x) => x.id)).not.toContain(
      style.id,
    );
    expect((await c.call('texttoimageGenerate', { prompt: '城堡', templateId: style.id })).body.code).toBe(
      ResultCode.INVALID_PARAMS,
    );
    expect((await finished(c, job.data.id)).status).toBe('done');

    // Packs: finance only; a new pack is sold at its price; a disabled one is not.
    const pack = { name: '测试包 42 点', credits: 42, price: 420, currency: 'gold', sort: 99 };
    expect((await content('POST', '/ai/packs', pack)).code).toBe(4003);
    const p = await finance('POST', '/ai/packs', pack);
    expect(p.code, p.msg).toBe(200);
    const buyer = await user(1000);
    expect((await buyer.call('aimateScoreProductList')).data.list.at(-1)).toMatchObject({
      id: p.data.id,
      credits: 42,
    });
    expect((await buyer.call('aimateScorePay', { productId: p.data.id })).data).toMatchObject({
      credits: 42,
      charged: 420,
    });
    expect((await finance('PUT', `/ai/packs/${p.data.id}`, { ...pack, enabled: false })).code).toBe(200);
    expect((await buyer.call('aimateScorePay', { productId: p.data.id })).body.code).toBe(
      ResultCode.NOT_FOUND,
    );
    expect((await finance('PUT', '/ai/packs/999999', pack)).code).toBe(ResultCode.NOT_FOUND);

    // Audited, with the state before the change.
    const audit = await as(t.config.adminKey)('GET', '/audit?action=ai/packs&pageSize=50');
    const put = (audit.data.list as Array<{ target: string; before: unknown }>).find(
      (e) => e.target === `/api/admin/ai/packs/${p.data.id}`,
    );
    expect(put?.before).toMatchObject({ id: p.data.id, enabled: true, price: 420 });
  });
});

describe('welfare', () => {
  it('an accepted AI job counts for the "use an AI tool" task; a refused one does not', async () => {
    const task = await adminInject(t.app, 'POST', '/welfare/tasks', {
      group: 'daily',
      metric: 'ai_jobs',
      title: '用两次AI工具',
      target: 2,
      reward: 100,
    });
    expect(task.statusCode, task.body).toBe(200);
    const taskId = (task.json().data as { id: number }).id;
    const progress = async (c: TestClient) =>
      (await c.call('usertaskList')).data.list.find((x) => x.id === taskId);
    const c = await withCredits(30);
    expect((await c.call('texttoimageGenerate', { prompt: '海边的日落', count: 4 })).body.code).toBe(
      ResultCode.NEEDS_ENTITLEMENT,
    );
    expect((await c.call('texttoimageGenerate', { prompt: '海边的日落' })).body.code).toBe(200);
    await t.app.events.settled();
    expect(await progress(c)).toMatchObject({ progress: 1, status: 'todo' });
    expect((await c.call('aimateSync', { characterId: 'mate-xiaoya', message: '你好' })).body.code).toBe(200);
    await t.app.events.settled();
    expect(await progress(c)).toMatchObject({ progress: 2, status: 'done' });
  });
});

describe('AI jobs', () => {
  it('text to image: charged on acceptance, done with stored images, in the tool list and history', async () => {
    const c = await withCredits(100);
    const r = await c.call('texttoimageGenerate', {
      prompt: '星空下的海',
      templateId: 'style-night',
      size: '512x768',
      count: 2,
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.data).toMatchObject({ tool: 'image', price: 20, status: 'queued' });
    expect(await balance(c)).toBe(80);
    const job = await finished(c, r.data.id);
    expect(job.status).toBe('done');
    expect(job.results).toHaveLength(2);
    const file = await t.app.inject({ url: `/files${job.results[0]!.url}` });
    expect(file.statusCode).toBe(200);
    expect((await c.call('texttoimageList', {})).data.list.map((j) => j.id)).toEqual([job.id]);
    expect((await c.call('aijobList', {})).data.list.map((j) => j.id)).toEqual([job.id]);
  });

  it('refunds the credits through the credit ledger when the provider fails', async () => {
    const c = await withCredits(30);
    const r = await c.call('texttoimageGenerate', { prompt: '失败的画 [sandbox:fail]', count: 1 });
    expect(r.body.code).toBe(200);
    expect(await balance(c)).toBe(20);
    const job = await finished(c, r.data.id);
    expect(job).toMatchObject({ status: 'failed', refunded: true });
    expect(await balance(c)).toBe(30);
  });

  it('charges each of concurrent submissions once and refuses those beyond the balance', async () => {
    const c = await withCredits(40);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => c.call('texttoimageGenerate', { prompt: `并发 ${i}`, count: 1 })),
    );
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([200, 200, 200, 200, 3003, 3003]);
    expect(await balance(c)).toBe(0);
    const jobs = await Promise.all(
      results.filter((r) => r.body.code === 200).map((r) => finished(c, r.data.id)),
    );
    expect(jobs.every((j) => j.status === 'done')).toBe(true);
    // Per user one running job at a time (AI_USER_CONCURRENCY=1): the runs did not overlap.
    const rows = (await t.app.services.ai.jobsOf(c.userId)).sort((a, b) => a.id - b.id);
    expect(rows).toHaveLength(4);
  });

  it("keeps another user's job invisible", async () => {
    const a = await withCredits(10);
    const b = await withCredits(10);
    const r = await a.call('texttoimageGenerate', { prompt: '我的画' });
    for (const name of ['aijobInfo', 'texttoimageHide', 'aiorderDel'] as const)
      expect((await b.call(name, { id: r.data.id })).body.code).toBe(ResultCode.NOT_FOUND);
    expect((await b.call('aijobList', {})).data.list).toEqual([]);
    await finished(a, r.data.id);
  });

  it('hides and deletes a job; a running job cannot be deleted', async () => {
    const c = await withCredits(50);
    const r = await shortNovel(c, '书店门口的雨', 'romance');
    const early = await c.call('aiorderDel', { id: r.data.id });
    // Either still queued/running (refused) or already done (deleted): a fast worker may win.
    if (early.body.code !== 200) {
      expect(early.body.code).toBe(ResultCode.CONFLICT);
      await finished(c, r.data.id);
      expect((await c.call('texttonovelHide', { id: r.data.id })).body.code).toBe(200);
      expect((await c.call('texttonovelList', {})).data.list).toEqual([]);
      expect((await c.call('aijobList', {})).data.list).toEqual([]);
      expect((await c.call('texttonovelInfo', { id: r.data.id })).data.hidden).toBe(true);
      expect((await c.call('aiorderDel', { id: r.data.id })).body.code).toBe(200);
    }
    expect((await c.call('texttonovelInfo', { id: r.data.id })).body.code).toBe(ResultCode.NOT_FOUND);
  });

  it('each */hide hides only its own tool’s job of the caller; others, a wrong tool and no token are refused', async () => {
    const owner = await withCredits(10);
    const other = await withCredits(10);
    const nobody = new TestClient(t.app, t.config, { remoteAddress: '198.51.100.251' });
    const hides = {
      image: 'texttoimageHide',
      faceswap: 'facechangeHide',
      video: 'imagetovideoHide',
      novel: 'texttonovelHide',
    } as const;
    for (const [tool, call] of Object.entries(hides) as [
      keyof typeof hides,
      (typeof hides)[keyof typeof hides],
    ][]) {
      const [row] = await t.app.db
        .insert(aiJobs)
        .values({ userId: owner.userId, tool, status: 'done', progress: 100, title: `隐藏${tool}`, price: 0 })
        .returning({ id: aiJobs.id });
      const id = row!.id;
      const wrongTool = tool === 'image' ? 'texttonovelHide' : 'texttoimageHide';
      expect((await nobody.call(call, { id })).body.code, `${call} without a token`).toBe(
        ResultCode.TOKEN_INVALID,
      );
      expect((await other.call(call, { id })).body.code, `${call} as another user`).toBe(
        ResultCode.NOT_FOUND,
      );
      expect((await owner.call(wrongTool, { id })).body.code, `${wrongTool} on a ${tool} job`).toBe(
        ResultCode.NOT_FOUND,
      );
      expect((await owner.call('aijobInfo', { id })).data.hidden).toBe(false);
      expect((await owner.call(call, { id })).body.code, call).toBe(200);
      expect((await owner.call('aijobInfo', { id })).data.hidden).toBe(true);
      expect((await owner.call('aijobList', { pageSize: 50 })).data.list.map((j) => j.id)).not.toContain(id);
      // Hiding again is harmless; the job stays the owner's (info still answers).
      expect((await owner.call(call, { id })).body.code).toBe(200);
    }
    expect(await balance(owner)).toBe(10);
  });

  it('text to novel streams its text over the job stream as it is written', async () => {
    const c = await withCredits(30);
    const r = await shortNovel(c, '侦探和书架上少了的一本书', 'mystery');
    const path = `/app/aijob/stream`;
    const res = await t.app.inject({
      url: `/api${path}?id=${r.data.id}`,
      headers: { authorization: c.token, accept: 'text/event-stream' },
    });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .split('\n\n')
      .filter((b) => b.includes('data: '))
      .map((b) => JSON.parse(b.slice(b.indexOf('data: ') + 6)) as AiJobStreamEvent);
    expect(events.length).toBeGreaterThan(2);
    let text = '';
    for (const e of events) {
      expect(e.offset).toBe(text.length);
      text += e.text;
    }
    expect(events.at(-1)!.status).toBe('done');
    const job = await finished(c, r.data.id);
    expect(text).toBe(job.text);
    expect([...job.text].length).toBe(300);
    // Another user's job: no stream.
    const other = await withCredits(0);
    const refused = await t.app.inject({
      url: `/api${path}?id=${r.data.id}`,
      headers: { authorization: other.token },
    });
    expect(refused.json().code).toBe(ResultCode.NOT_FOUND);
  });

  it('the companion remembers the conversation and charges per message', async () => {
    const c = await withCredits(10);
    const first = await c.call('aimateSync', { characterId: 'mate-xiaoya', message: '今天下雨了' });
    expect(first.body.code, JSON.stringify(first.body)).toBe(200);
    expect(first.data.balance).toBe(8);
    expect(first.data.messages.map((m) => m.role)).toEqual(['user']);
    const reply = await finished(c, first.data.job!.id);
    expect(reply.status).toBe('done');
    const again = await c.call('aimateSync', { characterId: 'mate-xiaoya' });
    expect(again.data.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', '今天下雨了'],
      ['assistant', reply.text],
    ]);
    expect(again.data.job).toBeNull();
    expect((await c.call('aimateSync', { characterId: 'nobody' })).body.code).toBe(ResultCode.NOT_FOUND);
  });

  it('face change needs the consent tick and one’s own photo', async () => {
    const c = await withCredits(40);
    const other = await user();
    const mine = await ownImage(c.userId);
    const theirs = await ownImage(other.userId);
    expect(
      (await c.call('facechangeSubmit', { templateId: 'scene-beach', imageUrl: mine, consent: false })).body
        .code,
    ).toBe(ResultCode.INVALID_PARAMS);
    expect(
      (await c.call('facechangeSubmit', { templateId: 'scene-beach', imageUrl: theirs, consent: true })).body
        .code,
    ).toBe(ResultCode.FORBIDDEN);
    expect(await balance(c)).toBe(40);
    const r = await c.call('facechangeSubmit', { templateId: 'scene-beach', imageUrl: mine, consent: true });
    expect(r.body.code).toBe(200);
    const job = await finished(c, r.data.id);
    expect(job.status).toBe('done');
    expect(job.results[0]).toMatchObject({ kind: 'image', width: 512, height: 640 });
    expect((await c.call('facechangeList')).data.list.every((s) => s.tool === 'faceswap')).toBe(true);
  });

  it('pictures pass moderation: a blocked one (and a copy of it) is refused with 4003, a too small one with 2000', async () => {
    const c = await withCredits(100);
    const other = await withCredits(100);
    const store = async (userId: number, bytes: Buffer) =>
      (await t.app.services.uploads.storeImage(userId, bytes)).url;
    const photo = await store(c.userId, await picture(1));
    const tiny = await store(c.userId, await picture(1, 90, 110));
    const face = (imageUrl: string, who = c) =>
      who.call('facechangeSubmit', { templateId: 'scene-beach', imageUrl, consent: true });
    const small = await face(tiny);
    expect(small.body.code).toBe(ResultCode.INVALID_PARAMS);
    expect(small.body.tip).toContain('128');

    // The operator (a moderator) blocks the photo by its URL: its hash joins aiBlockedImages.
    expect((await adminInject(t.app, 'POST', '/ai/blocked-images', { url: '/nope.png' })).json().code).toBe(
      ResultCode.NOT_FOUND,
    );
    const blocked = await adminInject(t.app, 'POST', '/ai/blocked-images', { url: photo });
    expect(blocked.json().data.hash).toMatch(/^[0-9a-f]{16}$/);
    const refused = await face(photo);
    expect(refused.body.code).toBe(ResultCode.FORBIDDEN);
    expect(refused.body.tip).toBe('该图片未通过审核，请换一张');
    // Another user's smaller JPEG copy of the same picture is found too, for image to video.
    const copy = await store(
      other.userId,
      await sharp(await picture(1))
        .resize(256, 320)
        .jpeg()
        .toBuffer(),
    );
    const video = await other.call('imagetovideoGenerate', { imageUrl: copy, prompt: '', motion: 'zoom-in' });
    expect(video.body.code).toBe(ResultCode.FORBIDDEN);
    expect([await balance(c), await balance(other)]).toEqual([100, 100]);
    // Another picture still goes through.
    const fine = await face(await store(c.userId, await picture(4)));
    expect(fine.body.code, JSON.stringify(fine.body)).toBe(200);
    await finished(c, fine.data.id);
  }, 60_000);

  it('image to video makes an MP4 from a generated image', async () => {
    const c = await withCredits(100);
    const img = await finished(c, (await c.call('texttoimageGenerate', { prompt: '秋天的枫林' })).data.id);
    const r = await c.call('imagetovideoGenerate', {
      imageUrl: img.results[0]!.url,
      prompt: '镜头推进',
      motion: 'zoom-in',
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const job = await finished(c, r.data.id);
    expect(job.status, job.error ?? '').toBe('done');
    const file = await t.app.inject({ url: `/files${job.results[0]!.url}` });
    expect(file.headers['content-type']).toContain('video/mp4');
    expect((await c.call('imagetovideoOrder', {})).data.list.map((j) => j.id)).toEqual([job.id]);
  }, 60_000);

  it('moderation refuses listed words (default list, then the operator’s)', async () => {
    const c = await withCredits(100);
    const r = await c.call('texttoimageGenerate', { prompt: '一张裸体照片' });
    expect(r.body.code).toBe(ResultCode.FORBIDDEN);
    expect(r.body.tip).toContain('裸体');
    const put = await adminInject(t.app, 'PUT', '/settings/aiBlockedWords', { value: ['西瓜'] });
    expect(put.statusCode, put.body).toBe(200);
    expect((await c.call('texttonovelGenerate', { premise: '一个关于西瓜的故事' })).body.code).toBe(
      ResultCode.FORBIDDEN,
    );
    expect(await balance(c)).toBe(100);
  });

  it('strip/list and strip/submit are not provided (4003)', async () => {
    const c = await user();
    expect((await c.call('stripList')).body.code).toBe(ResultCode.FORBIDDEN);
    expect((await c.call('stripSubmit')).body.code).toBe(ResultCode.FORBIDDEN);
  });

  it('a job accepted by a server that then shut down is run after the restart', async () => {
    // A second server on the same database without a worker accepts the job, then closes.
    const first = await testApp(db, { ...env, AI_WORKER: 'off' });
    const c0 = new TestClient(first.app, first.config);
    const g = await c0.guest(devId('ai-restart'));
    await first.app.db.transaction((tx) =>
      first.app.services.aiCredits.move(
        tx,
        g.data.userInfo.id,
        30,
        'grant',
        'test',
        `restart-${g.data.userInfo.id}`,
      ),
    );
    const r = await c0.call('texttonovelGenerate', { premise: '重启之后', genre: 'scifi' });
    expect(r.body.code).toBe(200);
    await first.app.close();
    // The running server's worker (the "restarted" one) picks it up.
    const c = new TestClient(t.app, t.config);
    c.token = c0.token;
    const job = await finished(c, r.data.id);
    expect(job.status).toBe('done');
  });
});
