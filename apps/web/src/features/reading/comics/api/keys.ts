/** Query keys of the comics feature, written once so mutations can invalidate exactly. */
export const comicKeys = {
  all: ['comics'] as const,
  home: () => ['comics', 'home'] as const,
  list: (filter: Record<string, unknown>) => ['comics', 'list', filter] as const,
  detail: (id: number) => ['comics', 'detail', id] as const,
  chapters: (comicId: number) => ['comics', 'chapters', comicId] as const,
  pics: (chapterId: number) => ['comics', 'pics', chapterId] as const,
  isLook: (chapterId: number) => ['comics', 'isLook', chapterId] as const,
  maylike: (id: number) => ['comics', 'maylike', id] as const,
  author: (id: number) => ['comics', 'author', id] as const,
};
