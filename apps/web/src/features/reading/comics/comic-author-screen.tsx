// /homePage/author?id: an author's avatar, introduction and comics, newest first.

import { ROUTES } from '@lld/protocol/routes';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { isMissing, useIdParam } from '@/lib/routes/use-id-param';
import { getComicAuthor } from './api/get-comic-list';
import { comicKeys } from './api/keys';
import { ComicGridCard } from './components/comic-card';
import './comics.css';
import './comic-author-screen.css';
import { tComics } from '../i18n';

export default function ComicAuthorScreen() {
  const id = useIdParam();
  // The first page also carries the author; the list below reuses it from the cache.
  const first = useQuery({
    queryKey: [...comicKeys.author(id), 'head'],
    queryFn: () => getComicAuthor(id, 1, 1),
    enabled: id > 0,
    staleTime: 60_000,
  });
  if (isMissing(id, first.error)) return <Navigate to={ROUTES.notFound} replace />;
  const author = first.data?.author;
  return (
    <div className="comic-author">
      <PageHeader title={tComics('authorTitle')} />
      {author ? (
        <section className="comic-author__head">
          <div className="comic-author__avatar">
            <LazyImage src={author.avatar} alt={author.name} ratio={1} eager />
          </div>
          <div>
            <h1>{author.name}</h1>
            <p>{author.intro}</p>
            <p className="comic-author__count">{tComics('works', { count: author.comicCount })}</p>
          </div>
        </section>
      ) : (
        <div className="comic-skel-row app-shimmer" />
      )}
      <PullList
        className="comic-grid"
        queryKey={comicKeys.author(id)}
        fetchPage={(page, pageSize) => getComicAuthor(id, page, pageSize)}
        renderItem={(c) => <ComicGridCard comic={c} />}
        enabled={id > 0}
      />
    </div>
  );
}
