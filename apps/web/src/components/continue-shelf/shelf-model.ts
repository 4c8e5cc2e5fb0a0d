/**
 * What a shelf card says and where it leads: the href that resumes the item where it was left
 * (the screen reads the exact spot — second, page and offset, fraction, track second — from the
 * one store of positions, which the sync has just brought up to date).
 */
import type { ProgressShelfItem } from '@lld/protocol/api/progress';
import { href, ROUTES, withQuery } from '@lld/protocol/routes';
import { makeT } from '@/locales';
import strings from '@/locales/zh-CN/continue';

export type ShelfItem = ProgressShelfItem;

export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

const tx = makeT(strings);

export function resumeHref(item: Pick<ShelfItem, 'kind' | 'id' | 'chapterId'>): string {
  switch (item.kind) {
    case 'video':
      return href.longVideo(item.id);
    case 'comic':
      return href.comicRead(item.id, item.chapterId || undefined);
    case 'novel':
      return withQuery(ROUTES.datingNovelDetail, { id: item.id, chapterId: item.chapterId || undefined });
    case 'audio':
      return withQuery(ROUTES.novelAudio, { id: item.id, chapterId: item.chapterId || undefined });
  }
}

export function kindLabel(kind: ShelfItem['kind']): string {
  return {
    video: strings.kindVideo,
    comic: strings.kindComic,
    novel: strings.kindNovel,
    audio: strings.kindAudio,
  }[kind];
}

/** "看到 12:34", "第 3 页", "读到 40%", "听到 01:05". */
export function whereLabel(item: Pick<ShelfItem, 'kind' | 'position'>): string {
  switch (item.kind) {
    case 'video':
      return tx('atVideo', { time: clock(item.position) });
    case 'comic':
      return tx('atComic', { page: Math.floor(item.position) + 1 });
    case 'novel':
      return tx('atNovel', { pct: Math.round(Math.min(1, item.position) * 100) });
    case 'audio':
      return tx('atAudio', { time: clock(item.position) });
  }
}
