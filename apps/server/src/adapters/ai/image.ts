import { authHeaders, failure, type HttpProviderOptions, ProviderError, withTimeout } from './chat.ts';

/**
 * Image generation behind one interface, in the two protocols operators run: the Stable
 * Diffusion WebUI API (`/sdapi/v1/txt2img`, `/sdapi/v1/img2img`, AUTOMATIC1111 / Forge) and the
 * OpenAI images API (`/images/generations`, `/images/edits`).
 */

export interface GenerateRequest {
  prompt: string;
  negativePrompt?: string;
  width: number;
  height: number;
  count: number;
  seed?: number;
}

export interface TransformRequest {
  /** The source image (PNG, JPEG or WebP bytes). */
  image: Uint8Array;
  prompt: string;
  width: number;
  height: number;
  /** How far from the source, 0..1. */
  strength: number;
}

export interface ImageProvider {
  /** Encoded images (PNG or JPEG bytes). */
  generate(request: GenerateRequest, signal?: AbortSignal): Promise<Uint8Array[]>;
  transform(request: TransformRequest, signal?: AbortSignal): Promise<Uint8Array[]>;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const unb64 = (text: string) => new Uint8Array(Buffer.from(text.replace(/^data:[^,]*,/, ''), 'base64'));

export class SdWebUiImages implements ImageProvider {
  readonly #fetch: typeof fetch;
  /** `baseUrl` is the WebUI's root (the API is under /sdapi/v1). */
  constructor(private readonly options: HttpProviderOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async #post(path: string, body: unknown, signal?: AbortSignal): Promise<Uint8Array[]> {
    const res = await this.#fetch(`${this.options.baseUrl}/sdapi/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(this.options.apiKey) },
      body: JSON.stringify(body),
      signal: withTimeout(signal, this.options.timeoutMs ?? 600_000),
    });
    if (!res.ok) throw await failure(res, path);
    const json = (await res.json()) as { images?: string[] };
    if (!Array.isArray(json.images) || json.images.length === 0)
      throw new ProviderError(`${path}: no images`);
    return json.images.map(unb64);
  }

  generate(r: GenerateRequest, signal?: AbortSignal): Promise<Uint8Array[]> {
    return this.#post(
      'txt2img',
      {
        prompt: r.prompt,
        negative_prompt: r.negativePrompt ?? '',
        width: r.width,
        height: r.height,
        batch_size: r.count,
        n_iter: 1,
        steps: 20,
        seed: r.seed ?? -1,
        ...(this.options.model ? { override_settings: { sd_model_checkpoint: this.options.model } } : {}),
      },
      signal,
    );
  }

  transform(r: TransformRequest, signal?: AbortSignal): Promise<Uint8Array[]> {
    return this.#post(
      'img2img',
      {
        init_images: [b64(r.image)],
        prompt: r.prompt,
        width: r.width,
        height: r.height,
        denoising_strength: r.strength,
        batch_size: 1,
        steps: 20,
        ...(this.options.model ? { override_settings: { sd_model_checkpoint: this.options.model } } : {}),
      },
      signal,
    );
  }
}

export class OpenAiImages implements ImageProvider {
  readonly #fetch: typeof fetch;
  /** `baseUrl` includes the version, e.g. `https://api.openai.com/v1`. */
  constructor(private readonly options: HttpProviderOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async #read(res: Response, what: string): Promise<Uint8Array[]> {
    if (!res.ok) throw await failure(res, what);
    const json = (await res.json()) as { data?: Array<{ b64_json?: string }> };
    const images = (json.data ?? []).map((d) => d.b64_json).filter((s): s is string => !!s);
    if (images.length === 0) throw new ProviderError(`${what}: no images`);
    return images.map(unb64);
  }

  async generate(r: GenerateRequest, signal?: AbortSignal): Promise<Uint8Array[]> {
    const res = await this.#fetch(`${this.options.baseUrl}/images/generations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(this.options.apiKey) },
      body: JSON.stringify({
        model: this.options.model,
        prompt: r.prompt,
        n: r.count,
        size: `${r.width}x${r.height}`,
        response_format: 'b64_json',
      }),
      signal: withTimeout(signal, this.options.timeoutMs ?? 600_000),
    });
    return this.#read(res, 'images/generations');
  }

  async transform(r: TransformRequest, signal?: AbortSignal): Promise<Uint8Array[]> {
    const form = new FormData();
    form.set('model', this.options.model);
    form.set('prompt', r.prompt);
    form.set('n', '1');
    form.set('size', `${r.width}x${r.height}`);
    form.set('response_format', 'b64_json');
    form.set('image', new Blob([Buffer.from(r.image)], { type: 'image/png' }), 'image.png');
    const res = await this.#fetch(`${this.options.baseUrl}/images/edits`, {
      method: 'POST',
      headers: authHeaders(this.options.apiKey),
      body: form,
      signal: withTimeout(signal, this.options.timeoutMs ?? 600_000),
    });
    return this.#read(res, 'images/edits');
  }
}
