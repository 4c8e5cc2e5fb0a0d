import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiChat } from '../chat.ts';
import { OpenAiImages, SdWebUiImages } from '../image.ts';
import { PredictionVideos } from '../video.ts';
import { buildSandboxAi, type SandboxAi } from './sandbox-ai.ts';

// The provider adapters against the sandbox provider over real HTTP (a listening port).
let sandbox: SandboxAi;
let base: string;
beforeAll(async () => {
  sandbox = await buildSandboxAi({ prefix: '/sandbox-ai', ffmpegPath: 'ffmpeg', tokenDelayMs: 2 });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sandbox-ai`;
});
afterAll(async () => sandbox?.close());

describe('sandbox AI provider', () => {
  it('streams chat completions in pieces (OpenAI SSE chunks ending in [DONE])', async () => {
    const chat = new OpenAiChat({ baseUrl: `${base}/v1`, model: 'lld-sandbox-ngram' });
    const deltas: string[] = [];
    const text = await chat.stream(
      {
        messages: [
          { role: 'system', content: '你是小说作者。[mystery]' },
          { role: 'user', content: '写一个关于书架的故事' },
        ],
        maxTokens: 120,
      },
      (d) => deltas.push(d),
    );
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('')).toBe(text);
    expect([...text].length).toBe(120);
    expect(text).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers a failing prompt with an error the adapter raises', async () => {
    const chat = new OpenAiChat({ baseUrl: `${base}/v1`, model: 'x' });
    await expect(
      chat.stream({ messages: [{ role: 'user', content: 'hi [sandbox:fail]' }], maxTokens: 5 }, () => {}),
    ).rejects.toThrow(/HTTP 500/);
  });

  it('draws pictures through the Stable Diffusion WebUI API (txt2img, img2img)', async () => {
    const sd = new SdWebUiImages({ baseUrl: base, model: '' });
    const [a, b] = await sd.generate({ prompt: '星空下的海', width: 512, height: 768, count: 2 });
    const meta = await sharp(a!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 768]);
    expect(Buffer.compare(Buffer.from(a!), Buffer.from(b!))).not.toBe(0);
    const [edited] = await sd.transform({
      image: a!,
      prompt: '秋天的枫林',
      width: 512,
      height: 512,
      strength: 0.6,
    });
    expect((await sharp(edited!).metadata()).width).toBe(512);
  });

  it('draws pictures through the OpenAI images API (generations, edits)', async () => {
    const images = new OpenAiImages({ baseUrl: `${base}/v1`, model: 'gpt-image-1' });
    const [a] = await images.generate({ prompt: 'a pink flower', width: 512, height: 512, count: 1 });
    expect((await sharp(a!).metadata()).format).toBe('png');
    const [edited] = await images.transform({
      image: a!,
      prompt: 'snow',
      width: 512,
      height: 512,
      strength: 0.5,
    });
    expect((await sharp(edited!).metadata()).height).toBe(512);
  });

  it('makes a video through the prediction API (create, poll, fetch the output)', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const videos = new PredictionVideos({ baseUrl: `${base}/v1`, model: 'sandbox-i2v', pollMs: 100 });
    const progress: number[] = [];
    const mp4 = await videos.render(
      { image: png, imageType: 'image/png', prompt: '镜头推进', motion: 'zoom-in' },
      (f) => progress.push(f),
    );
    expect(Buffer.from(mp4.subarray(4, 8)).toString('latin1')).toBe('ftyp');
    expect(progress.at(-1)).toBe(1);
  }, 60_000);
});
