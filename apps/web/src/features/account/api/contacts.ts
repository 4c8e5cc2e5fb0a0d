/** GET ping/contact: customer-service channels, groups, FAQ answers, recruitment posts. */
import { pingCalls } from '@lld/protocol/api/calls/ping';
import type { Contact, ContactKind } from '@lld/protocol/api/ping';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';

export function getContacts(signal?: AbortSignal): Promise<Contact[]> {
  return apiCall(pingCalls.pingContact, undefined, signal ? { signal } : {});
}

export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: ['ping', 'contact'] as const,
    queryFn: ({ signal }) => getContacts(signal),
    staleTime: 5 * 60_000,
  });

export function useContacts() {
  return useQuery(contactsQueryOptions());
}

export function ofKind(list: readonly Contact[] | undefined, ...kinds: ContactKind[]): Contact[] {
  return (list ?? []).filter((c) => kinds.includes(c.kind));
}
