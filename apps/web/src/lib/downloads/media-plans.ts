/**
 * What a comic chapter, a novel and an audio book keep for offline use (issue 21), each part as
 * served: a comic's pages as the obfuscated image bytes of the IMAGE domain (PROTOCOL §9), a
 * novel's chapters as the body's AES-GCM envelope under the app's data key (PROTOCOL §3, the
 * form the server sends them in), an audio book's tracks as the files of the MP4 domain. Only
 * what the user may open now is kept: a locked chapter or track is left out (and a comic
 * chapter the user may not read fails to plan with notEntitled).
 */
import { comicsCalls } from '@lld/protocol/api/calls/comics';
import { novelsCalls } from '@lld/protocol/api/calls/novels';
import { decryptPayload, encryptPayload } from '@lld/protocol/cipher';
import { ResultCode } from '@lld/protocol/result-codes';
import { isMember, type VipHolder } from '@lld/protocol/vip';
import { apiCall, isApiError } from '@/lib/api/client';
import { isAbsoluteUrl, resolveImageUrl } from '@/lib/image-cache';
import { queryClient } from '@/lib/query-client';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { configQueryOptions, domainMap } from '@/lib/session/api/get-config';
import { userInfoQueryOptions } from '@/lib/session/api/get-user-info';
import { licenceUntil } from './licence';

export type PartSource = () => Promise<Blob>;

export class PlanError extends Error {
  override name = 'PlanError';
  constructor(readonly reason: 'notEntitled' | 'notFound' | 'network') {
    super(reason);
  }
}

export interface MediaPlan {
  parts: PartSource[];
  /** What the offline reader needs besides the parts (JSON). Also tells a changed plan apart. */
  meta: string;
  /** Until when it may be opened offline, epoch ms (licence.ts). */
  expiresAt: number;
}

export interface ComicMeta {
  comicId: number;
  chapterTitle: string;
  pages: Array<{ w: number; h: number }>;
}
export interface BookMeta {
  /** The chapters or tracks kept, in order (part n is chapter n). */
  chapters: Array<{ id: number; title: string; duration: number }>;
}

/** A result code of the server as a plan failure. */
function failure(error: unknown): PlanError {
  if (isApiError(error, ResultCode.NEEDS_ENTITLEMENT)) return new PlanError('notEntitled');
  if (isApiError(error, ResultCode.NOT_FOUND)) return new PlanError('notFound');
  return new PlanError('network');
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw failure(error);
  }
}

/** The user's VIP fields as the server has them now (null when it cannot be asked). */
async function holder(): Promise<VipHolder | null> {
  try {
    return await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
  } catch {
    return null;
  }
}

/** A comic chapter's licence from now: cut at the membership's end when that is what opens it. */
async function comicLicence(chapterId: number): Promise<number | false> {
  const look = await apiCall(comicsCalls.comicsChapterIsLook, { chapterId });
  if (!look.allowed) return false;
  return licenceUntil(Date.now(), look.reason === 'vip', look.reason === 'vip' ? await holder() : null);
}

/**
 * A book's licence from now. Which of membership or a purchase opens a chapter is not said per
 * chapter, so a member's copy with any chapter that is not free ends with the membership (a
 * bought one is renewed by the next check online, when the membership no longer counts).
 */
async function bookLicence(chapters: ReadonlyArray<{ access: string }>): Promise<number> {
  const paid = chapters.some((c) => c.access !== 'free');
  const h = paid ? await holder() : null;
  return licenceUntil(Date.now(), paid && isMember(h, Math.floor(Date.now() / 1000)), h);
}

async function domains(type: 'IMAGE' | 'MP4'): Promise<string[]> {
  const config = await call(() => queryClient.fetchQuery(configQueryOptions()));
  const urls = domainMap(config)[type] ?? [];
  return urls.length ? urls : [`${location.origin}/files`];
}

async function bytesOf(path: string, bases: readonly string[]): Promise<Blob> {
  let status = 0;
  for (const base of bases) {
    try {
      const res = await fetch(isAbsoluteUrl(path) ? path : resolveImageUrl(path, base), {
        credentials: 'omit',
        cache: 'no-store',
      });
      if (res.ok) return await res.blob();
      status = res.status;
    } catch {
      // the next domain
    }
  }
  throw new PlanError(status === 403 ? 'notEntitled' : status === 404 ? 'notFound' : 'network');
}

/** A comic chapter (`id` is the chapter): its pages as served. */
export async function planComic(chapterId: number): Promise<MediaPlan> {
  const data = await call(() => apiCall(comicsCalls.comicsChapterPics, { chapterId, preview: true }));
  const expiresAt = await call(() => comicLicence(chapterId));
  if (expiresAt === false) throw new PlanError('notEntitled');
  const bases = await domains('IMAGE');
  const meta: ComicMeta = {
    comicId: data.comic.id,
    chapterTitle: data.chapter.title,
    pages: data.pics.map((p) => ({ w: p.width, h: p.height })),
  };
  return {
    parts: data.pics.map((p) => () => bytesOf(p.url, bases)),
    meta: JSON.stringify(meta),
    expiresAt,
  };
}

/** A book's chapters (novel) or tracks (audio) the user may open now. */
export async function planBook(kind: 'novel' | 'audio', bookId: number): Promise<MediaPlan> {
  const detail = await call(() => apiCall(novelsCalls.novelDetail, { id: bookId }));
  const open = detail.chapters.filter((c) => c.unlocked);
  if (open.length === 0) throw new PlanError('notEntitled');
  const meta: BookMeta = { chapters: open.map((c) => ({ id: c.id, title: c.title, duration: c.duration })) };
  const bases = kind === 'audio' ? await domains('MP4') : [];
  const expiresAt = await bookLicence(open);
  const { dataKey } = getRuntimeConfig();
  return {
    parts: open.map((c) => async () => {
      const content = await call(() => apiCall(novelsCalls.novelChapter, { chapterId: c.id }));
      if (kind === 'audio') return bytesOf(content.audio, bases);
      const sealed = encryptPayload(dataKey, {
        title: content.chapter.title,
        paragraphs: content.paragraphs,
      });
      return new Blob([sealed], { type: 'text/plain' });
    }),
    meta: JSON.stringify(meta),
    expiresAt,
  };
}

/** A stored novel chapter's text (the envelope opened with the app's data key). */
export async function openNovelChapter(part: Blob): Promise<{ title: string; paragraphs: string[] }> {
  return decryptPayload(getRuntimeConfig().dataKey, await part.text()) as {
    title: string;
    paragraphs: string[];
  };
}

/**
 * Whether the user may still open what is kept (online): a comic chapter by comicsChapter/isLook,
 * a book by its chapters' `unlocked` now. The renewed licence (epoch ms) when so, `false` when
 * not, `null` when the server could not be asked.
 */
export async function stillEntitled(
  kind: 'comic' | 'novel' | 'audio',
  id: number,
  meta: string,
): Promise<number | false | null> {
  try {
    if (kind === 'comic') return await comicLicence(id);
    const kept = new Set((JSON.parse(meta) as BookMeta).chapters.map((c) => c.id));
    const detail = await apiCall(novelsCalls.novelDetail, { id });
    const chapters = detail.chapters.filter((c) => kept.has(c.id));
    if (chapters.length < kept.size || chapters.some((c) => !c.unlocked)) return false;
    return await bookLicence(chapters);
  } catch (error) {
    const f = failure(error);
    return f.reason === 'network' ? null : false;
  }
}
