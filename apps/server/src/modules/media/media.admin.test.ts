import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONSOLE_UPLOAD_CHUNK_BYTES } from '@lld/protocol/api/media-admin';
import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../../test/client.ts';
import { makeTestClip } from '../../test/clip.ts';
import { isCI, useTestApp } from '../../test/harness.ts';

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
const h = useTestApp();

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | Buffer) =>
  h.t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: {
      'x-admin-key': h.t.config.adminKey,
      ...(Buffer.isBuffer(payload) ? { 'content-type': 'application/octet-stream' } : {}),
    },
    ...(payload ? { payload } : {}),
  });

/** A short noisy test video of several MB, so the upload takes several chunks. */
function makeClip(): Buffer {
  const file = path.join(h.t.config.dataDir, 'clip.mp4');
  makeTestClip(file, { noisy: true });
  return readFileSync(file);
}

async function upload(bytes: Buffer, identifier: string) {
  const total = Math.ceil(bytes.length / CONSOLE_UPLOAD_CHUNK_BYTES);
  let last: { complete: boolean; received: number } | null = null;
  for (let n = 1; n <= total; n++) {
    const chunk = bytes.subarray((n - 1) * CONSOLE_UPLOAD_CHUNK_BYTES, n * CONSOLE_UPLOAD_CHUNK_BYTES);
    const r = await admin('PUT', `/media/uploads/${identifier}/${n}?totalSize=${bytes.length}`, chunk);
    expect(r.json().code, r.body).toBe(200);
    last = r.json().data;
  }
  return last!;
}

describe('console uploads', () => {
  it('refuses a first chunk that is not a video and a chunk of the wrong size', async () => {
    const text = Buffer.from('not a video at all');
    const r = await admin('PUT', `/media/uploads/nope/1?totalSize=${text.length}`, text);
    expect(r.json()).toMatchObject({ code: 2000 });
    const wrong = await admin('PUT', '/media/uploads/nope/1?totalSize=999', Buffer.from('x'));
    expect(wrong.json().code).toBe(2000);
    const json = await admin('PUT', '/media/uploads/nope/1?totalSize=1', { a: 1 });
    expect(json.json().code).toBe(2000);
    expect((await admin('POST', '/media/ingest', { identifier: 'nope', title: 't' })).json().code).toBe(2004);
  });
});

describe.skipIf(!hasFfmpeg && !isCI)('upload → ingest → publish → edit → unpublish', () => {
  it('makes a draft the app cannot see, publishes it, edits it, hides it again', async () => {
    const clip = makeClip();
    expect(clip.length).toBeGreaterThan(2 * CONSOLE_UPLOAD_CHUNK_BYTES);
    const done = await upload(clip, 'e2e-clip-1');
    expect(done.complete).toBe(true);
    expect((await admin('GET', '/media/uploads/e2e-clip-1')).json().data.complete).toBe(true);

    const started = await admin('POST', '/media/ingest', {
      identifier: 'e2e-clip-1',
      title: '后台上传',
      tags: ['后台', '测试'],
      actor: '新人',
    });
    expect(started.json().code, started.body).toBe(200);
    const jobId = started.json().data.jobId as number;
    let job = { status: 'running', videoId: null as number | null, error: '', progress: 0 };
    await expect
      .poll(
        async () => {
          job = (await admin('GET', `/media/jobs/${jobId}`)).json().data;
          return job.status;
        },
        { timeout: 60_000, interval: 200 },
      )
      .not.toBe('running');
    expect(job, job.error).toMatchObject({ status: 'done', progress: 1 });
    const id = job.videoId!;

    const app = new TestClient(h.t.app, h.t.config);
    await app.guest(devId('console-media'));
    const play = () => app.call('mediaPlay', { id });
    expect((await admin('GET', `/media/videos/${id}`)).json().data).toMatchObject({
      title: '后台上传',
      state: 'draft',
      tags: ['后台', '测试'],
      actor: '新人',
      hasCover: true,
    });
    expect((await play()).body.code).toBe(2004);

    expect((await admin('POST', `/media/videos/${id}/state`, { state: 'ready' })).json().data.state).toBe(
      'ready',
    );
    expect((await play()).body.code).toBe(200);

    const topic = (await admin('POST', '/media/topics', { name: '后台专题' })).json().data;
    const coll = (await admin('POST', '/media/collections', { title: '后台合集' })).json().data;
    const paidNoPrice = await admin('PUT', `/media/videos/${id}`, { access: 'paid', price: 0 });
    expect(paidNoPrice.json().code).toBe(2000);
    const patch = {
      title: '改过的标题',
      tags: ['改'],
      actor: null,
      access: 'paid',
      price: 300,
      topicId: topic.id,
      collectionId: coll.id,
    };
    const edited = await admin('PUT', `/media/videos/${id}`, patch);
    expect(edited.json().data).toMatchObject(patch);
    expect((await admin('PUT', `/media/videos/${id}`, { topicId: 999_999 })).json().code).toBe(2004);
    const list = (await admin('GET', '/media/videos?q=改过')).json().data.list as Array<{ id: number }>;
    expect(list.map((v) => v.id)).toContain(id);

    const cover = await admin('GET', `/media/videos/${id}/cover`);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    const replaced = await admin('PUT', `/media/videos/${id}/cover`, cover.rawPayload);
    expect(replaced.json().code, replaced.body).toBe(200);

    expect((await admin('POST', `/media/videos/${id}/state`, { state: 'hidden' })).json().data.state).toBe(
      'hidden',
    );
    expect((await play()).body.code).toBe(2004);

    const ordered = await admin('POST', '/media/topics/order', { ids: [topic.id] });
    expect(ordered.json().data.list[0].id).toBe(topic.id);
  }, 120_000);
});
