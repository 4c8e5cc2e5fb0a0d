import { z } from 'zod';
import { ICON_AD_LOCATION_IDS, isAdPosition, resolveLink } from '../tables.ts';
import { mediaAccess } from './media.ts';
import { BOOK_KINDS } from './novels.ts';

/**
 * Operator API of the reading and picture content and of the ads (issue 17): comics with their
 * chapters and page images, novels and audio books (imported from a text file or audio files),
 * picture sets and reserved listings, and the ads of each position. Plain `{code,msg,data}` JSON
 * like every operator route; pictures and files go up as raw `application/octet-stream` bodies.
 * Prices are gold hundredths.
 */

const gold = z.number().int().min(0).max(100_000_000).describe('gold, hundredths');
const label = (max: number) => z.string().trim().min(1).max(max);
const tagList = z.array(label(20)).max(20);

/** Access and price: a VIP or paid item needs a price (a VIP one is sold to non-members at it). */
const priced = { access: mediaAccess, price: gold };
function priceRule(v: { access?: string | undefined; price?: number | undefined }, ctx: z.RefinementCtx) {
  if (v.access !== undefined && v.access !== 'free' && !((v.price ?? 0) > 0))
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'a VIP or paid item needs a price > 0' });
}

/** Publish (true: shown in the app) or unpublish. */
export const adminPublishRequest = z.object({ published: z.boolean() });

/** A list of every item in any state, newest first; `q` is an id or part of a title. */
export const adminContentListQuery = z.object({
  q: z.string().trim().max(60).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** New order of a list of images: the current 0-based indexes, in the order wanted (each once). */
export const adminImageOrder = z.object({
  order: z
    .array(z.number().int().min(0).max(999))
    .min(1)
    .max(1000)
    .refine((o) => new Set(o).size === o.length, 'each index once'),
});

// Comics -----------------------------------------------------------------------------------

const comicFields = {
  title: label(60),
  description: z.string().max(2000),
  author: label(40),
  category: label(20),
  tags: tagList,
  finished: z.boolean(),
};
/** A comic's fields; the author and category are names (made when new), tags too. */
export const adminComicInput = z.object({
  ...comicFields,
  description: comicFields.description.default(''),
  tags: comicFields.tags.default([]),
  finished: comicFields.finished.default(false),
});
/** A change: the fields sent, no defaults (a field left out stays as it is). */
export const adminComicPatch = z.object(comicFields).partial();

export const adminChapterInput = z
  .object({ title: label(60), access: mediaAccess.default('free'), price: gold.default(0) })
  .superRefine(priceRule);
export const adminChapterPatch = z
  .object({ title: label(60), ...priced })
  .partial()
  .superRefine(priceRule);

export interface AdminComic {
  id: number;
  title: string;
  description: string;
  author: string;
  category: string;
  tags: string[];
  finished: boolean;
  published: boolean;
  chapterCount: number;
  latestChapterTitle: string;
  views: number;
  hasCover: boolean;
  createdAt: number;
  updatedAt: number;
}

/** A chapter as the console lists it (1-based index). */
export interface AdminChapter {
  id: number;
  index: number;
  title: string;
  access: 'free' | 'vip' | 'paid';
  price: number;
  pageCount: number;
}

/** A stored picture (a comic page, a picture of a set): its 0-based place and size. */
export interface AdminImage {
  index: number;
  width: number;
  height: number;
}

// Novels and audio books -------------------------------------------------------------------

const bookFields = {
  title: label(60),
  author: z.string().trim().max(40),
  narrator: z.string().trim().max(40),
  category: z.string().trim().max(20),
  description: z.string().max(2000),
  finished: z.boolean(),
};
export const adminBookInput = z.object({
  kind: z.enum(BOOK_KINDS),
  ...bookFields,
  author: bookFields.author.default(''),
  narrator: bookFields.narrator.default(''),
  category: bookFields.category.default(''),
  description: bookFields.description.default(''),
  finished: bookFields.finished.default(false),
});
/** A change: the fields sent, no defaults (a field left out stays as it is). */
export const adminBookPatch = z.object(bookFields).partial();

/**
 * How imported chapters are sold (the import command's rule): the first `free` are free, the
 * rest are `access` (paid or VIP) at `price`; a price of 0 makes every chapter free. A track
 * may carry its own `title` (default: the file's name the console sends).
 */
export const adminImportQuery = z.object({
  free: z.coerce.number().int().min(0).max(100_000).default(100_000),
  access: z.enum(['paid', 'vip']).default('paid'),
  price: z.coerce.number().int().min(0).max(100_000_000).default(0),
  title: z.string().trim().max(60).default(''),
});

export interface AdminBook {
  id: number;
  kind: 'text' | 'audio';
  title: string;
  author: string;
  narrator: string;
  category: string;
  description: string;
  finished: boolean;
  published: boolean;
  chapterCount: number;
  words: number;
  /** Seconds, audio books. */
  duration: number;
  views: number;
  createdAt: number;
}

export interface AdminBookChapter {
  id: number;
  index: number;
  title: string;
  access: 'free' | 'vip' | 'paid';
  price: number;
  words: number;
  duration: number;
}

// Picture sets and reserved listings -------------------------------------------------------

export const GALLERY_TYPES = [7, 8] as const;

const galleryFields = {
  title: label(60),
  description: z.string().max(2000),
  tags: tagList,
  /** Pictures shown before unlocking. */
  previewCount: z.number().int().min(0).max(100),
  city: z.string().trim().max(20),
  /** A listing's contact (shown once unlocked). */
  contact: z.string().trim().max(200),
  ...priced,
};

export const adminGalleryInput = z
  .object({
    contentType: z.union([z.literal(7), z.literal(8)]),
    ...galleryFields,
    description: galleryFields.description.default(''),
    tags: galleryFields.tags.default([]),
    previewCount: galleryFields.previewCount.default(3),
    city: galleryFields.city.default(''),
    contact: galleryFields.contact.default(''),
    access: mediaAccess.default('free'),
    price: gold.default(0),
  })
  .superRefine((v, ctx) => {
    priceRule(v, ctx);
    if (v.contentType === 8 && v.contact === '')
      ctx.addIssue({ code: 'custom', path: ['contact'], message: 'a listing needs a contact' });
  });
export const adminGalleryPatch = z.object(galleryFields).partial().superRefine(priceRule);

export interface AdminGalleryItem {
  id: number;
  contentType: 7 | 8;
  title: string;
  description: string;
  tags: string[];
  previewCount: number;
  city: string;
  contact: string;
  access: 'free' | 'vip' | 'paid';
  price: number;
  published: boolean;
  /** An own cover (else the app and the console show the first picture). */
  hasCover: boolean;
  pictures: AdminImage[];
  views: number;
  createdAt: number;
}

// Ads --------------------------------------------------------------------------------------

/** UTC seconds, or null for no limit. */
const epoch = z.number().int().min(0).max(4_102_444_800).nullable();

/** Where an operator's ad shows: a banner at a position, an icon at a location id, a floating window. */
export const ADMIN_AD_PLACEMENTS = ['banner', 'icon', 'floating', 'ai_floating'] as const;
export type AdminAdPlacement = (typeof ADMIN_AD_PLACEMENTS)[number];

/**
 * An ad: a banner at a position (1..13, 40), an icon at a location id (1..8) or a floating
 * window (`floating` home, `ai_floating` AI page; the first live one shows); a title (its alt
 * text), where a tap leads (an internal `read_lld_*` link, a site path or an http(s) URL; empty:
 * nowhere), order, on/off and an optional window. The picture is uploaded separately.
 */
export const adminAdInput = z
  .object({
    placement: z.enum(ADMIN_AD_PLACEMENTS).default('banner'),
    position: z.number().int().default(0),
    locId: z.number().int().nullable().default(null),
    title: label(40),
    link: z
      .string()
      .trim()
      .max(500)
      .refine((l) => l === '' || resolveLink(l) !== null, 'an internal link, a path or an http(s) URL')
      .default(''),
    sort: z.number().int().min(-100_000).max(100_000).default(0),
    enabled: z.boolean().default(true),
    startsAt: epoch.default(null),
    endsAt: epoch.default(null),
  })
  .refine((a) => a.placement !== 'banner' || isAdPosition(a.position), {
    message: 'not an ad position (1..13, 40)',
    path: ['position'],
  })
  .refine((a) => a.placement !== 'icon' || ICON_AD_LOCATION_IDS.some((l) => l === a.locId), {
    message: 'an icon ad needs a location id (1..8)',
    path: ['locId'],
  })
  .refine((a) => a.startsAt === null || a.endsAt === null || a.endsAt > a.startsAt, {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });

export const adminAdListQuery = z.object({
  placement: z.enum(ADMIN_AD_PLACEMENTS).optional(),
  position: z.coerce
    .number()
    .int()
    .refine((p) => isAdPosition(p), 'not an ad position')
    .optional(),
});

/** A new order of ads (of one place): the ids given, first shown first. */
export const adminAdOrder = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) });

export interface AdminAd {
  id: number;
  placement: AdminAdPlacement;
  /** A banner's position (0 for the other placements). */
  position: number;
  /** An icon's location id (null for the other placements). */
  locId: number | null;
  title: string;
  link: string;
  sort: number;
  enabled: boolean;
  startsAt: number | null;
  endsAt: number | null;
  /** Enabled and inside its window now: in the app's config. */
  live: boolean;
  clicks: number;
  hasCover: boolean;
  createdAt: number;
}
