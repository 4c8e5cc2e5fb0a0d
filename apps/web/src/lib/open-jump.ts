/**
 * Where a tap on an ad, banner, notice or content card leads (spec §4, §8, §9):
 *
 * - a content item (`contentType`) → its detail page; an unknown contentType → /notFound;
 * - a jump descriptor (`typeCode`, `id`, `name`, `urlParent`) → the typeCode's page; any other
 *   typeCode opens `urlParent` (an internal link or an external URL);
 * - an ad → its first non-empty link field: an internal `read_lld_*` link or site path goes to
 *   the in-app route, an http(s) URL opens outside; an ad with no usable link is reported with
 *   POST advertise/click {id}, and on code 200 the returned href is handled the same way
 *   (any other code is ignored).
 *
 * External URLs open in a new window, or, when the isAppStore flag is stored, go to the iOS
 * wrapper's `openOutLink` message handler. A token is appended to external links that ask
 * for one: a `{token}` placeholder is replaced, and an empty `token=` parameter is filled.
 */
import { pingCalls } from '@lld/protocol/api/calls/ping';
import type { AdItem } from '@lld/protocol/api/ping';
import { OPEN_OUT_LINK_MESSAGE } from '@lld/protocol/constants';
import { toHref } from '@lld/protocol/routes';
import { type JumpDescriptor, resolveLink, routeForContent, routeForJump } from '@lld/protocol/tables';
import { apiCall } from '@/lib/api/client';
import { getToken, isAppStore } from '@/lib/storage';

export type Navigate = (to: string) => void;

export type AdLike = Partial<Pick<AdItem, AdLinkField | 'cover' | 'typeCode'>> & {
  id?: number | string | null;
};
export interface ContentLike {
  contentType: number | string | null | undefined;
  id?: number | string | null;
}
export type JumpTarget = AdLike | JumpDescriptor | ContentLike;

export type JumpResult =
  | { kind: 'route'; href: string }
  | { kind: 'external'; url: string; via: 'window' | 'location' | 'ios' }
  | { kind: 'none' };

/** Link fields of an ad, in the order they are tried (spec §3 lists them; the order is ours). */
export const AD_LINK_FIELDS = ['href', 'link', 'jumpLink', 'jumpUrl', 'url', 'download_url'] as const;
export type AdLinkField = (typeof AD_LINK_FIELDS)[number];

interface OpenOutLinkWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
}

/** Browser effects behind one object, so tests can observe them. */
export const browser = {
  open(url: string): Window | null {
    return window.open(url, '_blank');
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  iosHandler(): { postMessage(message: unknown): void } | undefined {
    return (window as unknown as OpenOutLinkWindow).webkit?.messageHandlers?.[OPEN_OUT_LINK_MESSAGE];
  },
};

/** Fills the token into an external link that asks for it (see the module comment). */
export function withToken(url: string, token: string = getToken()): string {
  const value = encodeURIComponent(token);
  let out = url.replace(/\{token\}|%7Btoken%7D/gi, value);
  out = out.replace(/([?&])token=(?=&|#|$)/, `$1token=${value}`);
  return out;
}

/** Opens an external URL: the iOS wrapper when isAppStore is set, else a new window. */
export function openExternal(rawUrl: string): JumpResult {
  const url = withToken(rawUrl);
  if (isAppStore()) {
    const handler = browser.iosHandler();
    if (handler) {
      handler.postMessage(url);
      return { kind: 'external', url, via: 'ios' };
    }
  }
  // A window opened after an await (the ad-click call) may be blocked: then leave the page.
  if (browser.open(url)) return { kind: 'external', url, via: 'window' };
  browser.assign(url);
  return { kind: 'external', url, via: 'location' };
}

/** Internal link or site path → route; http(s) URL → outside; anything else → nothing. */
export function openLink(link: string | null | undefined, navigate: Navigate): JumpResult {
  const resolved = resolveLink(link);
  if (!resolved) return { kind: 'none' };
  if (resolved.kind === 'external') return openExternal(resolved.url);
  const href = toHref(resolved.target);
  navigate(href);
  return { kind: 'route', href };
}

function isContent(t: JumpTarget): t is ContentLike {
  return 'contentType' in t && t.contentType !== undefined && t.contentType !== null;
}

function isAd(t: JumpTarget): t is AdLike {
  return AD_LINK_FIELDS.some((f) => f in t) || 'cover' in t;
}

/** The first non-empty link of an ad. */
export function adLink(ad: AdLike): string {
  for (const f of AD_LINK_FIELDS) {
    const v = ad[f];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return '';
}

function hrefFromClickData(data: unknown): string {
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null) return adLink(data as AdLike);
  return '';
}

/** Reports a link-less ad and follows the href the server returns (code 200 only). */
export async function clickAd(id: number | string, navigate: Navigate): Promise<JumpResult> {
  let data: unknown;
  try {
    data = await apiCall(pingCalls.advertiseClick, { id: Number(id) });
  } catch {
    // A non-200 code is ignored (spec §8); so is a failed request: a tap must not throw.
    return { kind: 'none' };
  }
  return openLink(hrefFromClickData(data), navigate);
}

/** Handles a tap on an ad, jump descriptor or content item. Never throws for a bad link. */
export async function openJump(
  target: JumpTarget | null | undefined,
  navigate: Navigate,
): Promise<JumpResult> {
  if (!target) return { kind: 'none' };

  if (isContent(target)) {
    const href = toHref(routeForContent(target));
    navigate(href);
    return { kind: 'route', href };
  }

  if (isAd(target)) {
    const link = adLink(target);
    if (link) {
      const result = openLink(link, navigate);
      if (result.kind !== 'none') return result;
    }
    if (!link && target.id !== undefined && target.id !== null && target.id !== '') {
      return clickAd(target.id, navigate);
    }
    return { kind: 'none' };
  }

  const jump = target as JumpDescriptor;
  const route = routeForJump(jump);
  if (route) {
    const href = toHref(route);
    navigate(href);
    return { kind: 'route', href };
  }
  return openLink(jump.urlParent, navigate);
}
