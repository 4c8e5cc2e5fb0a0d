import { z } from 'zod';
import { AI_IMAGE_SIZES, AI_NOVEL_GENRES, AI_NOVEL_LENGTHS, AI_TOOLS } from './calls/ai.ts';
import { listRequest } from './list.ts';
import { named } from './schema.ts';

/** The AI studio (issue 16): one job model for every tool, AI credits, templates. */

export const aiTool = z.enum(AI_TOOLS);
const idRequest = z.object({ id: z.number().int().positive() });
/** A stored image of the caller (upload/imgv2's `url`, or a generated result's). */
const storedUrl = z
  .string()
  .min(2)
  .max(300)
  .regex(/^\/[a-z0-9][a-z0-9/._-]*$/i, 'a stored file url like /img/abc.webp');

export const aiResultFile = z.object({
  kind: z.enum(['image', 'video']),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const aiJob = named('AiJob', {
  id: z.number().int(),
  tool: aiTool,
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int().min(0).max(100),
  title: z.string(),
  input: z.record(z.string(), z.unknown()),
  text: z.string(),
  results: z.array(aiResultFile),
  error: z.string().nullable(),
  price: z.number().int(),
  refunded: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.number().int(),
  finishedAt: z.number().int(),
});
export type AiJob = z.infer<typeof aiJob>;

export const aiBalance = z.object({ balance: z.number().int().describe('AI credits') });

export const aiCreditPack = z.object({
  id: z.number().int(),
  name: z.string(),
  credits: z.number().int(),
  /** In the currency's smallest unit (gold hundredths, diamond tenths). */
  price: z.number().int(),
  currency: z.enum(['gold', 'diamond']),
});
export type AiCreditPack = z.infer<typeof aiCreditPack>;
export const aiCreditPackList = z.object({ list: z.array(aiCreditPack) });

export const aiScorePayRequest = named('AiScorePayRequest', { productId: z.number().int().positive() });
export const aiScorePayResult = z.object({
  balance: z.number().int().describe('AI credits after'),
  credits: z.number().int(),
  charged: z.number().int(),
  currency: z.enum(['gold', 'diamond']),
});

export const aiTemplate = z.object({
  id: z.string(),
  tool: aiTool,
  name: z.string(),
  desc: z.string(),
  cover: z.string().describe('stored image url, or "" (then the app draws the colours)'),
  colors: z.tuple([z.string(), z.string()]),
  /** Credits per run (per image for text-to-image, per message for the companion). */
  price: z.number().int(),
});
export type AiTemplate = z.infer<typeof aiTemplate>;
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #ff7aa8');
/**
 * Operator API (`/api/admin/ai/templates`): a template as the operator writes it. `prompt` is
 * added to the user's prompt (styles), is the scene (face change), the persona (companion) or
 * the motion (video); it stays on the server.
 */
export const aiTemplateInput = z.object({
  tool: aiTool,
  name: z.string().trim().min(1).max(20),
  desc: z.string().trim().max(60).default(''),
  prompt: z.string().trim().max(300).default(''),
  cover: z.string().trim().max(500).default(''),
  colors: z.tuple([hexColour, hexColour]).default(['#ffc1d9', '#7a6cff']),
  sort: z.number().int().min(0).max(10_000).default(0),
  enabled: z.boolean().default(true),
});
export type AiTemplateInput = z.infer<typeof aiTemplateInput>;
/** A new template names its id (it is kept in jobs and links: `style-anime`, `mate-xiaoya`). */
export const aiTemplateCreate = aiTemplateInput.extend({
  id: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{1,39}$/, 'lower-case letters, digits and -'),
});
/** Operator API (`/api/admin/ai/packs`): a credit pack as the finance operator writes it. */
export const aiCreditPackInput = z.object({
  name: z.string().trim().min(1).max(30),
  credits: z.number().int().min(1).max(1_000_000),
  price: z.number().int().min(1).max(1_000_000_000),
  currency: z.enum(['gold', 'diamond']),
  sort: z.number().int().min(0).max(10_000).default(0),
  enabled: z.boolean().default(true),
});
export type AiCreditPackInput = z.infer<typeof aiCreditPackInput>;
export const aiTemplateListRequest = named('AiTemplateListRequest', { tool: aiTool.optional() });
export const aiTemplateList = z.object({
  list: z.array(aiTemplate),
  prices: z.record(aiTool, z.number().int()),
});

export const textToImageRequest = named('TextToImageRequest', {
  prompt: z.string().trim().min(1).max(500),
  templateId: z.string().max(40).default(''),
  size: z.enum(AI_IMAGE_SIZES).default('512x512'),
  count: z.number().int().min(1).max(4).default(1),
});

export const faceChangeRequest = named('FaceChangeRequest', {
  templateId: z.string().min(1).max(40),
  imageUrl: storedUrl,
  /** The consent line: "this is my own photo / I have the right to use it". */
  consent: z.literal(true, { error: 'consent: tick the consent line' }),
});

export const imageToVideoRequest = named('ImageToVideoRequest', {
  imageUrl: storedUrl,
  prompt: z.string().trim().max(300).default(''),
  motion: z.enum(['zoom-in', 'zoom-out', 'pan-left', 'pan-right']).default('zoom-in'),
});

export const textToNovelRequest = named('TextToNovelRequest', {
  premise: z.string().trim().min(2).max(500),
  genre: z.enum(AI_NOVEL_GENRES).default('romance'),
  length: z.enum(AI_NOVEL_LENGTHS).default('short'),
});

export const aiJobIdRequest = idRequest.meta({ id: 'AiJobIdRequest' });
export const aiJobListRequest = listRequest
  .extend({ tool: aiTool.optional() })
  .meta({ id: 'AiJobListRequest' });
export const aiOk = z.object({ ok: z.literal(true) });

export const aiMateMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.number().int(),
});
export type AiMateMessage = z.infer<typeof aiMateMessage>;
export const aiMateSyncRequest = named('AiMateSyncRequest', {
  characterId: z.string().min(1).max(40),
  /** A new message to the character: charged, answered by a streamed reply job. */
  message: z.string().trim().min(1).max(500).optional(),
});
export const aiMateSyncResult = z.object({
  messages: z.array(aiMateMessage),
  /** The reply being written (when a message was sent). */
  job: aiJob.nullable(),
  balance: z.number().int(),
});

export const aiStripResult = z.object({ ok: z.literal(false) });

/** One event of the job stream (calls/ai.ts AI_JOB_STREAM_PATH). */
export const aiJobStreamEvent = z.object({
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int(),
  offset: z.number().int(),
  text: z.string(),
  error: z.string().nullable(),
});
export type AiJobStreamEvent = z.infer<typeof aiJobStreamEvent>;

/** Operator settings of the studio (PUT /api/admin/settings/:key). */
export const aiSettingSchemas = {
  /** Words a prompt (or a companion message) may not contain; refused with 4003. */
  aiBlockedWords: z.array(z.string().trim().min(1).max(40)).max(2000),
  /**
   * Pictures a face photo or a video's source image may not be (or be close to): 64-bit
   * difference hashes, 16 hex digits each (`POST /api/admin/ai/blocked-images` adds one from
   * a stored image); refused with 4003.
   */
  aiBlockedImages: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[0-9a-f]{16}$/),
    )
    .max(20_000),
};
