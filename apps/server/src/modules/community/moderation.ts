import type { PostStatus } from '@lld/protocol/api/community';

/**
 * Which new posts wait for review (docs/decisions.md, issue 7). A post is published at once
 * unless any of these holds, in which case it is `pending` until an operator reviews it:
 *  - it carries a video (not yet seen by anyone, and the costliest to take down later);
 *  - it is paid (people spend gold on it);
 *  - its text contains a link or contact handle (the usual spam: URLs, QQ/WeChat/Telegram ids);
 *  - its author had a post rejected in the last 30 days.
 * A published post that collects REPORTS_TO_REVIEW distinct reports goes back to `pending`.
 */
export const REPORTS_TO_REVIEW = 3;
export const REJECTION_MEMORY_DAYS = 30;

const LINK_PATTERN =
  /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|cn|xyz|top|io|cc|me|app)\b|t\.me\/|\b(qq|vx|wx|wechat|weixin|telegram|tg)\s*[:：]?\s*[a-z0-9_-]{5,}|微信|加群|薇信|扣扣)/i;

export function containsLink(text: string): boolean {
  return LINK_PATTERN.test(text);
}

export function initialStatus(post: {
  text: string;
  hasVideo: boolean;
  price: number;
  recentlyRejected: boolean;
}): PostStatus {
  if (post.hasVideo || post.price > 0 || post.recentlyRejected || containsLink(post.text)) return 'pending';
  return 'published';
}
