/** Picture sets (7) and reserved listings (8): content/list, content/info, content/pay. */
import { contentCalls } from '@lld/protocol/api/calls/content';
import type { ContentInfo } from '@lld/protocol/api/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, type CallResult, HttpError } from '@/lib/api/client';
import { itemQuery } from '@/lib/api/item-query';

type ContentInfoResult = CallResult<typeof contentCalls.contentInfo>;

export type GalleryType = 7 | 8;

export const contentKeys = {
  list: (type: GalleryType) => ['content', 'list', type] as const,
  info: (type: GalleryType, id: number) => ['content', 'info', type, id] as const,
};

export function getContentList(contentType: GalleryType, page: number, pageSize: number) {
  return apiCall(contentCalls.contentList, { contentType, page, pageSize });
}

/** content/info answers picture sets and listings with their gallery detail (other types differ). */
function galleryInfo(r: ContentInfoResult): ContentInfo {
  if (!('item' in r)) throw new HttpError(200, undefined, 'not a gallery item');
  return r;
}

export function useContentInfo(contentType: GalleryType, id: number) {
  return useQuery(
    itemQuery(contentKeys.info(contentType, id), id, async (signal) =>
      galleryInfo(await apiCall(contentCalls.contentInfo, { contentType, id }, { signal })),
    ),
  );
}

export function usePayContent(contentType: GalleryType, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(contentCalls.contentPay, { contentType, id }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: contentKeys.info(contentType, id) }),
        qc.invalidateQueries({ queryKey: ['user', 'info'] }),
      ]);
    },
  });
}
