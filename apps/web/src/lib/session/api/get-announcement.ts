/** POST ping/announcement (PROTOCOL §5 list): active announcements, newest first. */
import { pingCalls } from '@lld/protocol/api/calls/ping';
import type { ListResult } from '@lld/protocol/api/list';
import type { Announcement } from '@lld/protocol/api/ping';
import { LIST_DEFAULTS } from '@lld/protocol/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';

export function getAnnouncements(
  page: number = LIST_DEFAULTS.firstPage,
  pageSize: number = LIST_DEFAULTS.pageSize,
  signal?: AbortSignal,
): Promise<ListResult<Announcement>> {
  return apiCall(pingCalls.pingAnnouncement, { page, pageSize }, signal ? { signal } : {});
}

export function announcementQueryOptions(
  page: number = LIST_DEFAULTS.firstPage,
  pageSize: number = LIST_DEFAULTS.pageSize,
) {
  return queryOptions({
    queryKey: ['ping', 'announcement', page, pageSize] as const,
    queryFn: ({ signal }) => getAnnouncements(page, pageSize, signal),
    staleTime: 5 * 60_000,
  });
}

export function useAnnouncements(page?: number, pageSize?: number) {
  return useQuery(announcementQueryOptions(page, pageSize));
}
