/**
 * OpenAI-compatible chat completions with streaming (`POST {base}/chat/completions`,
 * `stream: true`, Server-Sent Events of `chat.completion.chunk` ending in `data: [DONE]`): what
 * OpenAI, vLLM, llama.cpp's server, Ollama and most hosted models speak.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  maxTokens: number;
  temperature?: number;
}

export interface ChatProvider {
  /** Streams the reply: `onDelta` per piece of text as it arrives; resolves with the whole text. */
  stream(request: ChatRequest, onDelta: (text: string) => void, signal?: AbortSignal): Promise<string>;
}

export interface HttpProviderOptions {
  /** Base URL including the version, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
}

export function authHeaders(apiKey: string | undefined): Record<string, string> {
  return apiKey ? { authorization: `Bearer ${apiKey}` } : {};
}

export function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

export async function failure(res: Response, what: string): Promise<ProviderError> {
  const body = await res.text().catch(() => '');
  return new ProviderError(`${what}: HTTP ${res.status} ${body.slice(0, 200)}`);
}

export class OpenAiChat implements ChatProvider {
  readonly #fetch: typeof fetch;
  constructor(private readonly options: HttpProviderOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async stream(request: ChatRequest, onDelta: (text: string) => void, signal?: AbortSignal): Promise<string> {
    const res = await this.#fetch(`${this.options.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...authHeaders(this.options.apiKey),
      },
      body: JSON.stringify({
        model: this.options.model,
        messages: request.messages,
        max_tokens: request.maxTokens,
        temperature: request.temperature ?? 0.8,
        stream: true,
      }),
      signal: withTimeout(signal, this.options.timeoutMs ?? 300_000),
    });
    if (!res.ok || !res.body) throw await failure(res, 'chat completions');
    const decoder = new TextDecoder();
    let buffer = '';
    let whole = '';
    let finished = false;
    const onLine = (line: string) => {
      if (!line.startsWith('data:')) return;
      const data = line.slice(5).trim();
      if (data === '[DONE]') {
        finished = true;
        return;
      }
      let chunk: { choices?: Array<{ delta?: { content?: string | null } }>; error?: { message?: string } };
      try {
        chunk = JSON.parse(data);
      } catch {
        throw new ProviderError('chat completions: a chunk that is not JSON');
      }
      if (chunk.error) throw new ProviderError(`chat completions: ${chunk.error.message ?? 'error'}`);
      const text = chunk.choices?.[0]?.delta?.content;
      if (text) {
        whole += text;
        onDelta(text);
      }
    };
    for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(part, { stream: true });
      let nl = buffer.indexOf('\n');
      while (nl >= 0) {
        onLine(buffer.slice(0, nl).replace(/\r$/, ''));
        buffer = buffer.slice(nl + 1);
        nl = buffer.indexOf('\n');
      }
    }
    if (buffer) onLine(buffer);
    if (!finished && !whole) throw new ProviderError('chat completions: the stream ended without text');
    return whole;
  }
}
