import { ResultCode } from '@lld/protocol/result-codes';
import { AppError } from '../../http/app-error.ts';
import { type EncodedImage, type ImageJobs, UndecodableImage } from '../upload/image.service.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** The image type by its first bytes (never by name or declared type). */
export function sniffImage(b: Uint8Array): ImageKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v))
    return 'png';
  if (b.length >= 6 && String.fromCharCode(...b.subarray(0, 6)).match(/^GIF8[79]a$/)) return 'gif';
  if (
    b.length >= 12 &&
    String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.subarray(8, 12)) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Re-encodes an uploaded avatar (a job of the durable queue, image.service.ts): the first frame,
 * turned upright (EXIF), cropped to the centre square, 256 × 256 WebP, stored obfuscated.
 * Metadata (EXIF, GPS) is dropped. Throws 2000 `file: …` with a tip.
 */
export async function reencodeAvatar(images: ImageJobs, bytes: Uint8Array): Promise<EncodedImage> {
  if (!sniffImage(bytes)) {
    throw new AppError(
      ResultCode.INVALID_PARAMS,
      'file: not a JPEG, PNG, GIF or WebP image',
      '请上传 JPG、PNG、GIF 或 WebP 图片',
    );
  }
  try {
    return await images.encode(bytes, 'avatar');
  } catch (err) {
    if (err instanceof UndecodableImage)
      throw new AppError(
        ResultCode.INVALID_PARAMS,
        'file: unreadable image',
        '图片已损坏或无法识别，请换一张',
      );
    throw err;
  }
}
