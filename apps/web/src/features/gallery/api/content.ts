/** Picture sets (7) and reserved listings (8): content/list, content/info, content/pay. */
import type { ContentCard, ContentInfo } from '@lld/protocol/api/content';
import type { ListResult } from '@lld/protocol/api/list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';

export type GalleryType = 7 | 8;

export const contentKeys = {
  list: (type: GalleryType) => ['content', 'list', type] as const,
  info: (type: GalleryType, id: number) => ['content', 'info', type, id] as const,
};

export function getContentList(contentType: GalleryType, page: number, pageSize: number) {
  return apiCall<ListResult<ContentCard>>('content/list', { contentType, page, pageSize });
}

export function useContentInfo(contentType: GalleryType, id: number) {
  return useQuery({
    queryKey: contentKeys.info(contentType, id),
    queryFn: ({ signal }) =>
      apiCall<ContentInfo>('content/info', { contentType, id }, signal ? { signal } : {}),
    enabled: id > 0,
    staleTime: 30_000,
  });
}

export function usePayContent(contentType: GalleryType, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('content/pay', { contentType, id }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: contentKeys.info(contentType, id) }),
        qc.invalidateQueries({ queryKey: ['user', 'info'] }),
      ]);
    },
  });
}
