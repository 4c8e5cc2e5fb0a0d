// Entries of the publish popup. Both open the community publish screen (a later issue) with
// the kind of post; the popup lists only entries whose screen exists, and the publish button
// is not shown while there are none.
import { ROUTES, withQuery } from '@lld/protocol/routes';
import type { MessageKey } from '@/locales';

export interface PublishEntry {
  key: 'image' | 'video';
  href: string;
  labelKey: MessageKey;
  descKey: MessageKey;
}

export const PUBLISH_ENTRIES: readonly PublishEntry[] = [
  {
    key: 'image',
    href: withQuery(ROUTES.communityPublish, { type: 'image' }),
    labelKey: 'home.publishImage',
    descKey: 'home.publishImageDesc',
  },
  {
    key: 'video',
    href: withQuery(ROUTES.communityPublish, { type: 'video' }),
    labelKey: 'home.publishVideo',
    descKey: 'home.publishVideoDesc',
  },
];
