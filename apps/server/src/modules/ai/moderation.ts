import { ResultCode } from '@lld/protocol/result-codes';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.ts';

/**
 * The moderation step every prompt (and companion message) passes: a word list the operator
 * edits (`PUT /api/admin/settings/aiBlockedWords`); until set, this default list applies.
 * Matching ignores case and spaces. A hit is refused with 4003 and names the word.
 */
export const DEFAULT_BLOCKED_WORDS: readonly string[] = [
  '裸体',
  '脱衣',
  '去衣',
  '色情',
  '未成年',
  '幼女',
  '恐怖袭击',
  '制毒',
  'nude',
  'naked',
  'undress',
  'porn',
];

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, '');

export function findBlocked(texts: readonly string[], words: readonly string[]): string | null {
  const hay = normalise(texts.join('\n'));
  for (const w of words) {
    const n = normalise(w);
    if (n && hay.includes(n)) return w;
  }
  return null;
}

export function moderationError(word: string): AppError {
  return new AppError(
    ResultCode.FORBIDDEN,
    'refused by moderation',
    `内容包含不允许的词语「${word}」，请修改后再试`,
  );
}

/** What a picture a job reads must be: a real photo-sized image, not a sliver or an icon. */
export const IMAGE_RULES = {
  /** Shortest side in pixels: a face must be recognisable. */
  minSide: { faceswap: 128, video: 64 } as Record<string, number>,
  /** Longest side over shortest side. */
  maxRatio: 3,
  /** Hashes this close (differing bits of 64) count as the same picture. */
  maxDistance: 6,
};

/**
 * The picture's difference hash (dHash): greyscale 9×8, one bit per neighbouring pair (left
 * brighter than right), as 16 hex digits. It survives re-encoding, resizing and small edits, so
 * a blocked picture is found again when uploaded anew.
 */
export async function imageHash(bytes: Uint8Array): Promise<string> {
  const px = await sharp(bytes).rotate().greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (px[y * 9 + x]! > px[y * 9 + x + 1]! ? 1n : 0n);
  return hash.toString(16).padStart(16, '0');
}

/** Differing bits of two hashes. */
export function hashDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  for (; x; x >>= 1n) n += Number(x & 1n);
  return n;
}

/**
 * The moderation of a picture a job reads (a face photo, a video's source image): refused with
 * 4003 when it is (close to) a blocked picture, with 2000 when its size does not fit the tool.
 * The upload itself already checked the file type (JPEG, PNG, WebP, GIF by signature, decoded)
 * and the byte size.
 */
export async function moderateImage(
  bytes: Uint8Array,
  tool: string,
  blocked: readonly string[],
): Promise<void> {
  const meta = await sharp(bytes).metadata();
  const [w, h] = [meta.width ?? 0, meta.height ?? 0];
  const min = IMAGE_RULES.minSide[tool] ?? 64;
  if (Math.min(w, h) < min)
    throw new AppError(
      ResultCode.INVALID_PARAMS,
      `image: shortest side under ${min} px`,
      `图片太小，请上传短边不小于 ${min} 像素的图片`,
    );
  if (Math.max(w, h) > IMAGE_RULES.maxRatio * Math.min(w, h))
    throw new AppError(ResultCode.INVALID_PARAMS, 'image: too narrow', '图片过于狭长，请换一张');
  if (blocked.length === 0) return;
  const hash = await imageHash(bytes);
  if (blocked.some((b) => hashDistance(hash, b) <= IMAGE_RULES.maxDistance))
    throw new AppError(ResultCode.FORBIDDEN, 'image refused by moderation', '该图片未通过审核，请换一张');
}
