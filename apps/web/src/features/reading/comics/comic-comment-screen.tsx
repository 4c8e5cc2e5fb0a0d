// /homePage/Comic/ComicsComment?id: a comic's comments on the shared thread model (issue 7's
// comment list and input, target kind `comic`); replies open /comment/reply like posts do.

import { ROUTES } from '@lld/protocol/routes';
import { Navigate } from 'react-router';
import { CommentThread } from '@/components/comment-thread/comment-thread';
import { PageHeader } from '@/components/page-header/page-header';
import { isMissing, useIdParam } from '@/lib/routes/use-id-param';
import { useComicDetail } from './api/get-comic-detail';
import './comics.css';
import './comic-comment-screen.css';
import { tComics } from '../i18n';

export default function ComicCommentScreen() {
  const id = useIdParam();
  const detail = useComicDetail(id);
  if (isMissing(id, detail.error)) return <Navigate to={ROUTES.notFound} replace />;
  return (
    <div className="comic-comments">
      <PageHeader
        title={detail.data ? tComics('commentsOf', { title: detail.data.title }) : tComics('comments')}
      />
      <CommentThread targetKind="comic" targetId={id} />
    </div>
  );
}
