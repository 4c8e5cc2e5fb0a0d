import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { mountSandboxServer } from '../../sandbox-server.ts';
import { CHARACTER_OPENERS, CORPUS } from './corpus.ts';
import { hashText, NgramModel, seededRandom } from './ngram.ts';
import { paintOver, paintPrompt } from './painter.ts';
import { makeVideo } from './video-maker.ts';

/**
 * The sandbox AI provider: a Fastify server of its own (like the sandbox payment gateway) that
 * speaks the protocols the real providers speak, with real outputs and no model:
 *
 * - `POST /v1/chat/completions` (OpenAI-compatible, `stream: true` as Server-Sent Events):
 *   text from a character n-gram model of a small bundled corpus (the genre named in the
 *   system message picks the corpus);
 * - `POST /v1/images/generations`, `POST /v1/images/edits` (OpenAI images, `b64_json`) and
 *   `POST /sdapi/v1/txt2img`, `POST /sdapi/v1/img2img` (Stable Diffusion WebUI): pictures drawn
 *   procedurally from the prompt;
 * - `POST /v1/predictions`, `GET /v1/predictions/:id` (asynchronous predictions): a video made
 *   by ffmpeg from the source image (pan and zoom), served at `GET /v1/files/:name`.
 *
 * Every picture and video carries a large 演示 watermark; every text starts with 【演示】. A prompt containing `[sandbox:fail]`
 * is answered with an error (tests use it for refunds). server.ts mounts it under `prefix`.
 */

export interface SandboxAiOptions {
  /** Path it is mounted at, e.g. `/sandbox-ai` (its routes include it). */
  prefix: string;
  ffmpegPath: string;
  logger?: FastifyBaseLogger;
  /** Pause between streamed chunks, ms (default 15: text visibly streams). */
  tokenDelayMs?: number;
}

export interface SandboxAi {
  app: FastifyInstance;
  prefix: string;
  close(): Promise<void>;
}

const FAIL_MARK = '[sandbox:fail]';
const DEMO_MARK = '【演示】';
const GENRES = Object.keys(CORPUS);
const models = new Map<string, NgramModel>();
function modelFor(genre: string): NgramModel {
  let m = models.get(genre);
  if (!m) {
    m = new NgramModel(CORPUS[genre] ?? CORPUS.companion!);
    models.set(genre, m);
  }
  return m;
}

interface ChatBody {
  model?: string;
  messages?: Array<{ role?: string; content?: unknown }>;
  stream?: boolean;
  max_tokens?: number;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content.map((p) => (p && typeof p === 'object' && 'text' in p ? String(p.text) : '')).join('');
  return '';
}

function parseSize(size: unknown): { width: number; height: number } {
  const m = /^(\d{2,4})x(\d{2,4})$/.exec(String(size ?? ''));
  const clamp = (n: number) => Math.max(64, Math.min(1024, Math.round(n / 8) * 8));
  return m ? { width: clamp(Number(m[1])), height: clamp(Number(m[2])) } : { width: 512, height: 512 };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Prediction {
  id: string;
  status: 'starting' | 'processing' | 'succeeded' | 'failed';
  progress: number;
  output: string | null;
  error: string | null;
  created_at: string;
  video?: Buffer;
}

export async function buildSandboxAi(options: SandboxAiOptions): Promise<SandboxAi> {
  const prefix = options.prefix.replace(/\/+$/, '');
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : {}),
    bodyLimit: 24 * 1024 * 1024,
  }) as unknown as FastifyInstance;
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 2 } });
  const tokenDelay = options.tokenDelayMs ?? 15;
  const predictions = new Map<string, Prediction>();

  const origin = (request: { protocol: string; host: string }) =>
    `${request.protocol}://${request.host}${prefix}`;

  // Chat completions -------------------------------------------------------------------------
  app.post(`${prefix}/v1/chat/completions`, async (request, reply) => {
    const body = (request.body ?? {}) as ChatBody;
    const messages = Array.isArray(body.messages) ? body.messages : [];
    if (messages.length === 0)
      return reply
        .code(400)
        .send({ error: { message: 'messages is required', type: 'invalid_request_error' } });
    const all = messages.map((m) => textOf(m.content)).join('\n');
    if (all.includes(FAIL_MARK))
      return reply.code(500).send({ error: { message: 'sandbox: failure asked for', type: 'server_error' } });
    const system = messages
      .filter((m) => m.role === 'system')
      .map((m) => textOf(m.content))
      .join('\n');
    const lastUser = textOf([...messages].reverse().find((m) => m.role === 'user')?.content);
    const genre = GENRES.find((g) => system.includes(`[${g}]`)) ?? 'companion';
    const random = seededRandom(hashText(all));
    const model = modelFor(genre);
    const maxChars = Math.max(1, Math.min(Number(body.max_tokens) || 400, 4000));
    const openers = genre === 'companion' ? CHARACTER_OPENERS.default! : [];
    // Every text starts with the demo mark, so no reader takes it for a model's writing.
    const opener = DEMO_MARK + (openers.length ? openers[Math.floor(random() * openers.length)]! : '');
    const pieces = [
      ...opener,
      ...model.generate(model.start(lastUser, random), Math.max(1, maxChars - [...opener].length), random),
    ];
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(Date.now() / 1000);
    const modelName = body.model ?? 'lld-sandbox-ngram';

    if (!body.stream) {
      return {
        id,
        object: 'chat.completion',
        created,
        model: modelName,
        choices: [
          { index: 0, message: { role: 'assistant', content: pieces.join('') }, finish_reason: 'length' },
        ],
        usage: {
          prompt_tokens: [...all].length,
          completion_tokens: pieces.length,
          total_tokens: [...all].length + pieces.length,
        },
      };
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      // HTTP/2 (the main server with TLS_CERT_FILE) forbids connection headers.
      ...(request.raw.httpVersionMajor < 2 ? { connection: 'keep-alive' } : {}),
    });
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    const send = (delta: object, finish: string | null) =>
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: modelName, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    send({ role: 'assistant', content: '' }, null);
    for (let i = 0; i < pieces.length && !closed; ) {
      const n = 1 + Math.floor(random() * 3);
      send({ content: pieces.slice(i, i + n).join('') }, null);
      i += n;
      if (tokenDelay > 0) await sleep(tokenDelay);
    }
    if (!closed) {
      send({}, 'length');
      res.write('data: [DONE]\n\n');
      res.end();
    }
  });

  // Images -------------------------------------------------------------------------------------
  app.post(`${prefix}/v1/images/generations`, async (request, reply) => {
    const body = (request.body ?? {}) as { prompt?: string; n?: number; size?: string };
    const prompt = String(body.prompt ?? '');
    if (!prompt) return reply.code(400).send({ error: { message: 'prompt is required' } });
    if (prompt.includes(FAIL_MARK))
      return reply.code(500).send({ error: { message: 'sandbox: failure asked for' } });
    const { width, height } = parseSize(body.size);
    const n = Math.max(1, Math.min(Number(body.n) || 1, 4));
    const data = [];
    for (let i = 0; i < n; i++)
      data.push({ b64_json: (await paintPrompt(prompt, width, height, i)).toString('base64') });
    return { created: Math.floor(Date.now() / 1000), data };
  });

  app.post(`${prefix}/v1/images/edits`, async (request, reply) => {
    const fields: Record<string, string> = {};
    let image: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' || part.fieldname === 'image[]') image ??= bytes;
      } else fields[part.fieldname] = String(part.value);
    }
    if (!image || !fields.prompt)
      return reply.code(400).send({ error: { message: 'image and prompt are required' } });
    if (fields.prompt.includes(FAIL_MARK))
      return reply.code(500).send({ error: { message: 'sandbox: failure asked for' } });
    const { width, height } = parseSize(fields.size);
    return {
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: (await paintOver(image, fields.prompt, width, height)).toString('base64') }],
    };
  });

  app.post(`${prefix}/sdapi/v1/txt2img`, async (request, reply) => {
    const body = (request.body ?? {}) as {
      prompt?: string;
      width?: number;
      height?: number;
      batch_size?: number;
      seed?: number;
    };
    const prompt = String(body.prompt ?? '');
    if (prompt.includes(FAIL_MARK)) return reply.code(500).send({ error: 'sandbox: failure asked for' });
    const { width, height } = parseSize(`${body.width ?? 512}x${body.height ?? 512}`);
    const n = Math.max(1, Math.min(Number(body.batch_size) || 1, 4));
    const images = [];
    for (let i = 0; i < n; i++)
      images.push(
        (
          await paintPrompt(prompt, width, height, i + (Number(body.seed) > 0 ? Number(body.seed) : 0))
        ).toString('base64'),
      );
    return {
      images,
      parameters: { ...body, width, height },
      info: JSON.stringify({ sandbox: true, prompt }),
    };
  });

  app.post(`${prefix}/sdapi/v1/img2img`, async (request, reply) => {
    const body = (request.body ?? {}) as {
      prompt?: string;
      width?: number;
      height?: number;
      init_images?: string[];
    };
    const prompt = String(body.prompt ?? '');
    const init = body.init_images?.[0];
    if (!init) return reply.code(422).send({ detail: 'init_images is required' });
    if (prompt.includes(FAIL_MARK)) return reply.code(500).send({ error: 'sandbox: failure asked for' });
    const { width, height } = parseSize(`${body.width ?? 512}x${body.height ?? 512}`);
    const source = Buffer.from(init.replace(/^data:[^,]*,/, ''), 'base64');
    let out: Buffer;
    try {
      out = await paintOver(source, prompt, width, height);
    } catch {
      return reply.code(422).send({ detail: 'init_images[0] is not an image' });
    }
    return {
      images: [out.toString('base64')],
      parameters: { prompt, width, height },
      info: '{"sandbox":true}',
    };
  });

  // Predictions (image to video) -----------------------------------------------------------------
  const view = (p: Prediction, base: string) => ({
    id: p.id,
    status: p.status,
    progress: p.progress,
    output: p.output,
    error: p.error,
    created_at: p.created_at,
    urls: { get: `${base}/v1/predictions/${p.id}` },
  });

  app.post(`${prefix}/v1/predictions`, async (request, reply) => {
    const body = (request.body ?? {}) as { input?: { image?: string; prompt?: string; motion?: string } };
    const image = body.input?.image;
    if (!image) return reply.code(422).send({ detail: 'input.image is required' });
    const prompt = String(body.input?.prompt ?? '');
    const p: Prediction = {
      id: randomUUID().replace(/-/g, ''),
      status: 'starting',
      progress: 0,
      output: null,
      error: null,
      created_at: new Date().toISOString(),
    };
    predictions.set(p.id, p);
    const base = origin(request);
    setTimeout(() => predictions.delete(p.id), 30 * 60_000).unref();
    void (async () => {
      p.status = 'processing';
      try {
        if (prompt.includes(FAIL_MARK)) throw new Error('sandbox: failure asked for');
        const source = Buffer.from(image.replace(/^data:[^,]*,/, ''), 'base64');
        p.video = await makeVideo(options.ffmpegPath, source, {
          motion: String(body.input?.motion ?? 'zoom-in'),
          prompt,
          onProgress: (f) => {
            p.progress = Math.round(f * 100) / 100;
          },
        });
        p.output = `${base}/v1/files/${p.id}.mp4`;
        p.progress = 1;
        p.status = 'succeeded';
      } catch (err) {
        p.status = 'failed';
        p.error = err instanceof Error ? err.message : String(err);
      }
    })();
    return reply.code(201).send(view(p, base));
  });

  app.get<{ Params: { id: string } }>(`${prefix}/v1/predictions/:id`, async (request, reply) => {
    const p = predictions.get(request.params.id);
    if (!p) return reply.code(404).send({ detail: 'Not found.' });
    return view(p, origin(request));
  });

  app.get<{ Params: { name: string } }>(`${prefix}/v1/files/:name`, async (request, reply) => {
    const p = predictions.get(request.params.name.replace(/\.mp4$/, ''));
    if (!p?.video) return reply.code(404).send({ detail: 'Not found.' });
    return reply.type('video/mp4').header('content-length', String(p.video.length)).send(p.video);
  });

  await app.ready();
  return {
    app,
    prefix,
    close: () => app.close(),
  };
}

/** Serves the sandbox under its prefix on the main server (like the sandbox payment gateway). */
export function mountSandboxAi(main: FastifyInstance, sandbox: SandboxAi): void {
  mountSandboxServer(main, sandbox);
}
