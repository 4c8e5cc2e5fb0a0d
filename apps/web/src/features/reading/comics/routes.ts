import { type ScreenModule, screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen file. */
export const comicsRoutes = screens(import.meta.glob<ScreenModule>('./*-screen.tsx'), {
  // Comics, novels, audio, picture sets and reserved listings (issue 6).
  comicHome: 'comic-home-screen',
  comicDetail: 'comic-detail-screen',
  comicPopEpisode: 'comic-pop-episode-screen',
  comicComment: 'comic-comment-screen',
  comicRead: 'comic-read-screen',
});
