// Picture sets as a two-column grid, reserved listings as rows; each leads to its detail.
import type { ContentCard } from '@lld/protocol/api/content';
import { formatGold } from '@lld/protocol/format';
import { toHref } from '@lld/protocol/routes';
import { routeForContent } from '@lld/protocol/tables';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PullList } from '@/components/pull-list/pull-list';
import { t } from '@/locales';
import { contentKeys, type GalleryType, getContentList } from '../api/content';
import '../../reading.css';
import '../gallery.css';
import { tGallery } from '../../i18n';

function Badge({ item }: { item: ContentCard }) {
  if (item.access === 'free') return <span className="gallery-badge is-free">{tGallery('free')}</span>;
  if (item.access === 'vip') return <span className="gallery-badge is-vip">{tGallery('vip')}</span>;
  return (
    <span className="gallery-badge is-paid">{t('unlock.gold', { amount: formatGold(item.price) })}</span>
  );
}

function Card({ item }: { item: ContentCard }) {
  const href = toHref(routeForContent(item));
  if (item.contentType === 7)
    return (
      <Link to={href} className="gallery-card" data-content-id={item.id}>
        <div className="gallery-card__cover">
          <LazyImage src={item.cover} alt={item.title} ratio={3 / 4} />
          <Badge item={item} />
          <span className="gallery-card__count">{tGallery('count', { count: item.pictureCount })}</span>
        </div>
        <div className="gallery-card__title">{item.title}</div>
      </Link>
    );
  return (
    <Link to={href} className="reading-row reserved-row" data-content-id={item.id}>
      <div className="reserved-row__cover">
        <LazyImage src={item.cover} alt={item.title} ratio={3 / 4} />
      </div>
      <div className="reserved-row__body">
        <div className="reserved-row__title">{item.title}</div>
        <div className="reserved-row__city">{item.city}</div>
        <div className="reserved-row__tags">
          {item.tags.map((tag) => (
            <span key={tag}>{tag}</span>
          ))}
        </div>
        <Badge item={item} />
      </div>
    </Link>
  );
}

export function ContentList({ type }: { type: GalleryType }) {
  return (
    <PullList
      className={type === 7 ? 'gallery-grid' : 'reserved-list'}
      queryKey={contentKeys.list(type)}
      fetchPage={(page, pageSize) => getContentList(type, page, pageSize)}
      renderItem={(i) => <Card item={i} />}
      empty={<div className="reading-note">{tGallery('empty')}</div>}
      refreshable={false}
    />
  );
}
