// /homePage/author?id[&kind=comic]: one route for two kinds of author. Video actors (issue 5)
// and comic authors (issue 6) both live at this path in the spec; `kind=comic` picks the
// comic author's page, anything else the actor's. Each page loads only when it is shown.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

const ComicAuthorScreen = lazy(() => import('@/features/reading/comics/comic-author-screen'));
const ActorScreen = lazy(() =>
  import('@/features/media/screens/media-screens').then((m) => ({ default: m.AuthorScreen })),
);

export default function AuthorScreen() {
  const [params] = useSearchParams();
  return (
    <Suspense fallback={null}>
      {params.get('kind') === 'comic' ? <ComicAuthorScreen /> : <ActorScreen />}
    </Suspense>
  );
}
