import { z } from 'zod';
import { DOMAIN_TYPES } from '../constants.ts';
import { named } from './schema.ts';

export const domainEntry = named('DomainEntry', { type: z.enum(DOMAIN_TYPES), urls: z.array(z.string()) });
export type DomainEntry = z.infer<typeof domainEntry>;

/**
 * Ad item of spec §3, plus `position` (1..13, 40) and `title`. Icon ads also carry `locId` (1..8).
 * `cover` is a path on an IMAGE domain (obfuscated bytes, PROTOCOL §9).
 */
export const adItem = named('AdItem', {
  id: z.number().int(),
  position: z.number().int(),
  locId: z.number().int().optional(),
  title: z.string(),
  cover: z.string(),
  href: z.string(),
  url: z.string(),
  link: z.string(),
  jumpLink: z.string(),
  jumpUrl: z.string(),
  download_url: z.string(),
  typeCode: z.number().int(),
});
export type AdItem = z.infer<typeof adItem>;

export const announcement = named('Announcement', {
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  link: z.string().describe('internal scheme link or URL, "" when none'),
  createdAt: z.number().int().describe('UTC seconds'),
  startsAt: z.number().int().describe('UTC seconds, 0 when unset'),
  endsAt: z.number().int().describe('UTC seconds, 0 when open-ended'),
});
export type Announcement = z.infer<typeof announcement>;

export const communityCategory = named('CommunityCategory', {
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
});
export type CommunityCategory = z.infer<typeof communityCategory>;

/**
 * `faq` (name = question, content = answer) feeds the self-service page and `recruitment`
 * (name = title, content = description, url = where to apply) the recruitment page (issue 3).
 */
export const CONTACT_KINDS = [
  'customer_service',
  'official_group',
  'business',
  'other',
  'faq',
  'recruitment',
] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const contact = named('Contact', {
  id: z.number().int(),
  kind: z.enum(CONTACT_KINDS),
  name: z.string(),
  url: z.string(),
  icon: z.string(),
  content: z.string().default('').describe('hours, answer or description; "" when none'),
});
export type Contact = z.infer<typeof contact>;

/** A floating window (home or AI page): an ad-like item, or null when the operator shows none. */
export const floatingWindow = adItem.nullable();

/** Icon ads grouped by location id 1..8; `nineList` holds the location ids drawn as a nine-cell grid. */
export const statConfigApp = named('StatConfigApp', {
  nineList: z.array(z.number().int()),
  list: z.array(z.object({ locId: z.number().int(), ads: z.array(adItem) })),
});
export type StatConfigApp = z.infer<typeof statConfigApp>;

export const THEME_MIN = 1;
export const THEME_MAX = 10;
export const themeValue = z.number().int().min(THEME_MIN).max(THEME_MAX);

/** GET ping/config (PROTOCOL §7, spec §3). */
export const appConfig = named('AppConfig', {
  domain: z.array(domainEntry),
  communityCategory: z.array(communityCategory),
  floatingWindow,
  aiFloatingWindow: floatingWindow,
  adsType: z.number().int().describe('ad display mode chosen by the operator: 1 carousel, 2 single image'),
  statConfigApp,
  announcement: z.array(announcement),
  advertise: z.array(adItem),
  theme: themeValue,
});
export type AppConfig = z.infer<typeof appConfig>;

/** GET ping/check: health. */
export const healthCheck = named('HealthCheck', {
  status: z.enum(['ok', 'degraded']),
  db: z.boolean(),
  kv: z.boolean(),
  version: z.string(),
  serverTime: z.number().int().describe('UTC seconds'),
});
export type HealthCheck = z.infer<typeof healthCheck>;

/** GET ping/contact. */
export const contactList = z.array(contact);

/** POST advertise/click: counts a tap on an ad and returns where it leads. */
export const adClickRequest = named('AdClickRequest', { id: z.number().int().positive() });
export type AdClickRequest = z.infer<typeof adClickRequest>;
export const adClickResult = named('AdClickResult', {
  id: z.number().int(),
  href: z.string().describe('the link to follow, "" when none'),
});
export type AdClickResult = z.infer<typeof adClickResult>;
