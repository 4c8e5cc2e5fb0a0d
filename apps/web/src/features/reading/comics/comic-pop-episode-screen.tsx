// /homePage/Comic/PopEpisode?id: the episode list as a bottom popup over a dimmed page, with
// free/VIP/price/bought markers and read chapters dimmed. Picking a chapter opens the reader;
// closing goes back.
import { href, ROUTES } from '@lld/protocol/routes';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BottomSheet } from '@/components/bottom-sheet/bottom-sheet';
import { useBackAction } from '@/components/page-header/back-action';
import { loadPosition } from '@/lib/positions';
import { useIdParam } from '@/lib/routes/use-id-param';
import { useChapters } from './api/get-chapters';
import { useComicDetail } from './api/get-comic-detail';
import { EpisodeList } from './components/episode-list';
import './comics.css';
import { tComics } from '../i18n';

export default function ComicPopEpisodeScreen() {
  const id = useIdParam();
  const navigate = useNavigate();
  const back = useBackAction();
  const [open, setOpen] = useState(true);
  const detail = useComicDetail(id);
  const chapters = useChapters(id);
  if (id === 0) return <Navigate to={ROUTES.notFound} replace />;
  const current = loadPosition('comic', id)?.chapterId ?? detail.data?.progress?.chapterId;

  return (
    <div className="comic-pop-episode">
      <BottomSheet
        visible={open}
        title={detail.data?.title ?? tComics('episodes')}
        onClose={() => setOpen(false)}
        afterClose={back}
        className="comic-sheet"
      >
        {chapters.data ? (
          <EpisodeList
            chapters={chapters.data}
            currentId={current}
            scrollToCurrent
            onPick={(ch) => navigate(href.comicRead(id, ch.id), { replace: true })}
          />
        ) : (
          <div className="comic-skel-row app-shimmer" />
        )}
      </BottomSheet>
    </div>
  );
}
