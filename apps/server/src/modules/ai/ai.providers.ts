import { type ChatProvider, OpenAiChat } from '../../adapters/ai/chat.ts';
import { type ImageProvider, OpenAiImages, SdWebUiImages } from '../../adapters/ai/image.ts';
import { PredictionVideos, type VideoProvider } from '../../adapters/ai/video.ts';
import type { Config } from '../../config.ts';

/** Where the sandbox AI provider is mounted on our own server (server.ts). */
export const SANDBOX_AI_PREFIX = '/sandbox-ai';

export interface AiProviders {
  chat: ChatProvider;
  image: ImageProvider;
  video: VideoProvider;
  /** Which ones are the bundled sandbox (for the start-up log and the operator). */
  sandbox: { chat: boolean; image: boolean; video: boolean };
}

/** The providers the config names; an unset URL is the sandbox on our own port (loopback). */
export function createAiProviders(config: Config): AiProviders {
  const { ai } = config;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const sandboxBase = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}${SANDBOX_AI_PREFIX}`;
  const chat = new OpenAiChat({
    baseUrl: ai.chatUrl ?? `${sandboxBase}/v1`,
    apiKey: ai.chatKey,
    model: ai.chatModel,
  });
  const imageBase = ai.imageUrl ?? (ai.imageApi === 'openai' ? `${sandboxBase}/v1` : sandboxBase);
  const imageOptions = { baseUrl: imageBase, apiKey: ai.imageKey, model: ai.imageModel };
  const image = ai.imageApi === 'openai' ? new OpenAiImages(imageOptions) : new SdWebUiImages(imageOptions);
  const video = new PredictionVideos({
    baseUrl: ai.videoUrl ?? `${sandboxBase}/v1`,
    apiKey: ai.videoKey,
    model: ai.videoModel,
    pollMs: ai.videoPollMs,
  });
  return { chat, image, video, sandbox: { chat: !ai.chatUrl, image: !ai.imageUrl, video: !ai.videoUrl } };
}
