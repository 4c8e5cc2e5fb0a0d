// /homePage/Comic/PopEpisode?id: the episode list as a bottom popup over a dimmed page, with
// free/VIP/price/bought markers and read chapters dimmed. Picking a chapter opens the reader;
// closing goes back.
import { href, ROUTES } from '@lld/protocol/routes';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useBackAction } from '@/components/page-header/back-action';
import { loadPosition } from '@/lib/positions';
import { useIdParam } from '@/lib/routes/use-id-param';
import { useChapters } from './api/get-chapters';
import { useComicDetail } from './api/get-comic-detail';
import { EpisodeList } from './components/episode-list';
import './comics.css';
import { CloseIcon } from '@/components/icons/icons';
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
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        afterClose={back}
        bodyClassName="comic-sheet"
        destroyOnClose
      >
        <div className="comic-sheet__head">
          <h2>{detail.data?.title ?? tComics('episodes')}</h2>
          <button
            type="button"
            className="comic-sheet__close"
            aria-label={tComics('close')}
            onClick={() => setOpen(false)}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="comic-sheet__body">
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
        </div>
      </Popup>
    </div>
  );
}
