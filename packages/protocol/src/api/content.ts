import { z } from 'zod';
import { ACCESS_REASONS, CHAPTER_ACCESS } from './comics.ts';
import { purchaseOutcomeFields } from './fields.ts';
import { listRequest, listResult } from './list.ts';
import { named } from './schema.ts';

/**
 * Picture sets (contentType 7, /dating/picDetail) and reserved listings (contentType 8,
 * /reserved/detail), issue 6. Both are free / vip / paid (gold hundredths). Without access a
 * picture set shows its first pictures only; a reserved listing hides its contact.
 */

export const GALLERY_CONTENT_TYPES = [7, 8] as const;
const contentType = z.union([z.literal(7), z.literal(8)]);
const id = z.number().int().positive();

export const picture = named('Picture', {
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const contentCard = named('ContentCard', {
  contentType,
  id,
  title: z.string(),
  cover: z.string().describe('image path, 3:4'),
  tags: z.array(z.string()),
  access: z.enum(CHAPTER_ACCESS),
  price: z.number().int(),
  pictureCount: z.number().int(),
  city: z.string().describe('reserved listings: city; "" for picture sets'),
  views: z.number().int(),
  createdAt: z.number().int(),
});
export type ContentCard = z.infer<typeof contentCard>;

export const contentListRequest = listRequest.extend({ contentType }).meta({ id: 'ContentListRequest' });
export const contentList = listResult(contentCard);

export const contentInfoRequest = named('GalleryContentRequest', { contentType, id });
export const contentInfo = named('ContentInfo', {
  item: contentCard,
  description: z.string(),
  pictures: z.array(picture).describe('all pictures when allowed, else the free preview'),
  lockedPictures: z.number().int().describe('pictures not shown until unlocked'),
  contact: z.string().describe('reserved: how to book, only when allowed; "" otherwise'),
  allowed: z.boolean(),
  reason: z.enum(ACCESS_REASONS),
  priceFor: z.number().int(),
  balance: z.number().int(),
});
export type ContentInfo = z.infer<typeof contentInfo>;

export const contentPayResult = named('ContentPayResult', {
  ...purchaseOutcomeFields,
});
