// The invite link: the operator's share domain (config type H5SHAREURL; this site when there is
// none) with the inviter's code as `affCode` in the query. Opening it stores the code as channel
// data (lib/channel.ts), which a new guest's login carries to the server.
import type { DomainMap } from '@/lib/session/api/get-config';

export function inviteLink(code: string, domains: DomainMap, origin: string = location.origin): string {
  const base = (domains.H5SHAREURL ?? []).find((u) => /^https?:\/\//i.test(u)) ?? origin;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    url = new URL(origin);
  }
  url.searchParams.set('affCode', code);
  return url.toString();
}
