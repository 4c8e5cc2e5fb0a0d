import { authHeaders, failure, type HttpProviderOptions, ProviderError, withTimeout } from './chat.ts';

/**
 * Image to video through an asynchronous prediction API (Replicate's shape, which many hosts
 * copy): `POST {base}/predictions` with `{version, input}` answers a prediction with an `id`;
 * `GET {base}/predictions/{id}` is polled until `status` is `succeeded` (then `output` is the
 * video URL, or a list whose first item is), `failed` or `canceled`. A webhook is not needed:
 * the worker polls (it already holds the job's lease).
 */

export interface VideoRequest {
  /** Source image bytes (PNG/JPEG/WebP). */
  image: Uint8Array;
  imageType: string;
  prompt: string;
  motion: string;
}

export interface VideoProvider {
  /** The finished video's bytes (MP4). `onProgress` gets 0..1 when the provider reports it. */
  render(
    request: VideoRequest,
    onProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<Uint8Array>;
}

interface Prediction {
  id?: string;
  status?: string;
  output?: string | string[] | null;
  error?: string | null;
  /** Not in every provider: our sandbox reports it. */
  progress?: number;
  urls?: { get?: string };
}

export interface PredictionOptions extends HttpProviderOptions {
  pollMs?: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new ProviderError('aborted'));
    });
  });

export class PredictionVideos implements VideoProvider {
  readonly #fetch: typeof fetch;
  constructor(private readonly options: PredictionOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async render(
    r: VideoRequest,
    onProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<Uint8Array> {
    const deadline = withTimeout(signal, this.options.timeoutMs ?? 900_000);
    const headers = { 'content-type': 'application/json', ...authHeaders(this.options.apiKey) };
    const created = await this.#fetch(`${this.options.baseUrl}/predictions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        version: this.options.model,
        input: {
          image: `data:${r.imageType};base64,${Buffer.from(r.image).toString('base64')}`,
          prompt: r.prompt,
          motion: r.motion,
        },
      }),
      signal: deadline,
    });
    if (!created.ok) throw await failure(created, 'predictions');
    let p = (await created.json()) as Prediction;
    if (!p.id) throw new ProviderError('predictions: no id');
    const getUrl = p.urls?.get ?? `${this.options.baseUrl}/predictions/${p.id}`;
    while (p.status !== 'succeeded') {
      if (p.status === 'failed' || p.status === 'canceled')
        throw new ProviderError(`prediction ${p.status}: ${p.error ?? ''}`);
      if (typeof p.progress === 'number') onProgress(Math.max(0, Math.min(1, p.progress)));
      await sleep(this.options.pollMs ?? 1000, deadline);
      const res = await this.#fetch(getUrl, { headers: authHeaders(this.options.apiKey), signal: deadline });
      if (!res.ok) throw await failure(res, 'predictions/get');
      p = (await res.json()) as Prediction;
    }
    const url = Array.isArray(p.output) ? p.output[0] : p.output;
    if (!url) throw new ProviderError('prediction succeeded without output');
    const file = await this.#fetch(url, { signal: deadline });
    if (!file.ok) throw await failure(file, 'prediction output');
    onProgress(1);
    return new Uint8Array(await file.arrayBuffer());
  }
}
