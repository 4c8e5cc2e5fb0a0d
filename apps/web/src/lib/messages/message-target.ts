import { href, ROUTES } from '@lld/protocol/routes';

/**
 * Where a message leads (its `target`, `kind:id`, written by the server's fan-out rules): the
 * post, video, comic or person it is about, my orders, my feedback or the customer-service
 * chat. An unknown target leads nowhere (null), so the row is not a link.
 */
export function messageHref(target: string): string | null {
  if (!target) return null;
  const colon = target.indexOf(':');
  const kind = colon < 0 ? target : target.slice(0, colon);
  const id = colon < 0 ? '' : target.slice(colon + 1);
  const withId = (build: (id: string) => string) => (/^\d+$/.test(id) ? build(id) : null);
  switch (kind) {
    case 'post':
      return withId(href.postDetail);
    case 'video':
      return withId(href.longVideo);
    case 'video_collection':
      return withId(href.videoCollection);
    case 'comic':
      return withId(href.comicDetail);
    case 'user':
      return withId(href.upInfo);
    case 'order':
      return ROUTES.mineRechargeRecord;
    case 'vip':
      return ROUTES.mineVip;
    case 'feedback':
      return `${ROUTES.mineFeedback}?tab=mine`;
    case 'kf':
      return ROUTES.settingKf;
    case 'invite':
      return ROUTES.mineInvitation;
    // Bought chapters, tracks and other items: the list of what I bought.
    case 'comic_chapter':
    case 'novel_chapter':
    case 'audio_track':
      return ROUTES.mineMyBought;
    default:
      return null;
  }
}
