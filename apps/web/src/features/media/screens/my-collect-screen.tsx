// /mine/myCollect: favourite videos and collections, with an edit mode to select and delete.
import type { FavouriteItem } from '@lld/protocol/api/media';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList, type PullListPage } from '@/components/pull-list/pull-list';
import { TopTabBar } from '@/components/top-tab-bar/top-tab-bar';
import { errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { deleteFavourites, fetchFavourites, mediaKeys } from '../api/media-api';
import { CollectionTile, VideoCard } from '../components/video-card';
import '../components/media.css';
import { tm } from '../i18n';
import './my-collect-screen.css';

export default function MyCollectScreen() {
  const queryClient = useQueryClient();
  const [type, setType] = useState<1 | 3>(1);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const key = mediaKeys.favourites(type);
  const loaded = () =>
    queryClient
      .getQueryData<InfiniteData<PullListPage<FavouriteItem>, number>>(key)
      ?.pages.flatMap((p) => p.list) ?? [];

  const toggle = (id: number) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const remove = async () => {
    const ids = [...selected];
    if (ids.length === 0) return;
    try {
      await deleteFavourites(type, ids);
      queryClient.setQueryData<InfiniteData<PullListPage<FavouriteItem>, number>>(key, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((p) => ({ ...p, list: p.list.filter((x) => !selected.has(x.id)) })),
            }
          : old,
      );
      setSelected(new Set());
      setEditing(false);
      toast(tm('deleted'), { icon: 'success' });
    } catch (err) {
      toast(errorText(err, t('common.requestFailed')));
    }
  };

  return (
    <div className={`media-page my-collect${editing ? ' is-editing' : ''}`}>
      <PageHeader
        title={tm('myCollect')}
        right={{
          content: editing ? tm('done') : tm('edit'),
          onClick: () => {
            setEditing((e) => !e);
            setSelected(new Set());
          },
        }}
      />
      <TopTabBar
        tabs={[
          { id: 1, name: tm('collectVideos') },
          { id: 3, name: tm('collectCollections') },
        ]}
        activeId={type}
        onChange={(v) => {
          setType(v as 1 | 3);
          setSelected(new Set());
        }}
      />
      <PullList<FavouriteItem>
        key={type}
        className={`media-page__list ${type === 1 ? 'media-page__rows' : 'media-page__grid'}`}
        queryKey={key}
        fetchPage={fetchFavourites(type)}
        empty={<div className="long-video__state">{tm('collectEmpty')}</div>}
        renderItem={(x) => (
          <div className="my-collect__item" data-favourite-id={x.id}>
            {editing ? (
              <button
                type="button"
                role="checkbox"
                aria-checked={selected.has(x.id)}
                aria-label={x.video?.title ?? x.collection?.title ?? ''}
                className={`my-collect__check${selected.has(x.id) ? ' is-on' : ''}`}
                onClick={() => toggle(x.id)}
              />
            ) : null}
            <div className="my-collect__card">
              {x.video ? (
                <VideoCard video={x.video} variant="row" />
              ) : x.collection ? (
                <CollectionTile collection={x.collection} />
              ) : null}
            </div>
          </div>
        )}
      />
      {editing ? (
        <div className="my-collect__bar">
          <button
            type="button"
            onClick={() => {
              const all = loaded().map((x) => x.id);
              setSelected((s) => (s.size === all.length ? new Set() : new Set(all)));
            }}
          >
            {tm('selectAll')}
          </button>
          <button
            type="button"
            className="is-danger"
            disabled={selected.size === 0}
            onClick={() => void remove()}
          >
            {tm('deleteSelected', { count: selected.size })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
