import type { CollectionCard, VideoCard } from '@lld/protocol/api/media';
import { seconds } from '../../db/columns.ts';
import type { MediaRepository, VideoListRow } from './media.repository.ts';

/** Rows of the media tables as the cards the app shows. */

export function toCard(r: VideoListRow): VideoCard {
  const v = r.video;
  return {
    id: v.id,
    contentType: 1,
    title: v.title,
    cover: v.cover,
    duration: v.duration,
    access: v.access,
    price: v.access === 'paid' ? v.price : 0,
    views: v.views,
    likes: v.likes,
    tags: r.tags,
    actor: r.actor,
    publishedAt: seconds(v.publishedAt),
  };
}

export type CollectionRow = NonNullable<Awaited<ReturnType<MediaRepository['collection']>>>;

export function toCollectionCard(c: CollectionRow): CollectionCard {
  return {
    id: c.id,
    contentType: 3,
    title: c.title,
    cover: c.cover,
    description: c.description,
    access: c.access,
    price: c.access === 'paid' ? c.price : 0,
    videoCount: c.videoCount,
  };
}
