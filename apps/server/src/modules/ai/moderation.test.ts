import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { picture } from '../../test/picture.ts';
import { findBlocked, hashDistance, IMAGE_RULES, imageHash, moderateImage } from './moderation.ts';

describe('word moderation', () => {
  it('finds a listed word ignoring case and spaces', () => {
    expect(findBlocked(['一张 N u d e 照片'], ['nude'])).toBe('nude');
    expect(findBlocked(['海边的小屋'], ['nude'])).toBeNull();
  });
});

describe('picture moderation', () => {
  it('hashes a picture so that a resized, re-encoded copy stays close and another picture does not', async () => {
    const a = await picture(1);
    const copy = await sharp(a).resize(250, 312).jpeg({ quality: 60 }).toBuffer();
    const other = await picture(4);
    const [ha, hc, ho] = await Promise.all([imageHash(a), imageHash(copy), imageHash(other)]);
    expect(ha).toMatch(/^[0-9a-f]{16}$/);
    expect(hashDistance(ha, hc)).toBeLessThanOrEqual(IMAGE_RULES.maxDistance);
    expect(hashDistance(ha, ho)).toBeGreaterThan(IMAGE_RULES.maxDistance);
    expect(hashDistance(ha, ha)).toBe(0);
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
  });

  it('refuses a blocked picture (4003), one too small for the tool or too narrow (2000)', async () => {
    const a = await picture(1);
    const blocked = [await imageHash(a)];
    await expect(moderateImage(a, 'faceswap', blocked)).rejects.toMatchObject({ code: 4003 });
    await expect(moderateImage(await picture(4), 'faceswap', blocked)).resolves.toBeUndefined();
    const small = await picture(2, 100, 120);
    await expect(moderateImage(small, 'faceswap', [])).rejects.toMatchObject({ code: 2000 });
    await expect(moderateImage(small, 'video', [])).resolves.toBeUndefined();
    await expect(moderateImage(await picture(2, 600, 150), 'video', [])).rejects.toMatchObject({
      code: 2000,
    });
  });
});
