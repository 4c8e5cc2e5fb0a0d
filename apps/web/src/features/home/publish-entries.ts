// Entries of the publish popup. Both open the community publish screen (a later issue) with
// the kind of post; the popup lists only entries whose screen exists, and the publish button
// is not shown while there are none.
import { ROUTES, withQuery } from '@lld/protocol/routes';
import type { HomeKey } from './i18n';

export interface PublishEntry {
  key: 'image' | 'video';
  href: string;
  labelKey: HomeKey;
  descKey: HomeKey;
}

export const PUBLISH_ENTRIES: readonly PublishEntry[] = [
  {
    key: 'image',
    href: withQuery(ROUTES.communityPublish, { type: 'image' }),
    labelKey: 'publishImage',
    descKey: 'publishImageDesc',
  },
  {
    key: 'video',
    href: withQuery(ROUTES.communityPublish, { type: 'video' }),
    labelKey: 'publishVideo',
    descKey: 'publishVideoDesc',
  },
];
