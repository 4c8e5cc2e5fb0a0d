// Where a contact's url leads: an in-app path this build has, an http(s) page (new window, or
// the iOS wrapper), or a mailto:/tel: link. Anything else leads nowhere and is not offered.

import { openLink } from '@/lib/open-jump';
import { isRouteAvailable } from '@/lib/routes/screen-route';

export function contactTarget(url: string): 'route' | 'external' | 'mail' | null {
  if (!url) return null;
  if (url.startsWith('/')) return isRouteAvailable(url) ? 'route' : null;
  if (/^https?:\/\//i.test(url)) return 'external';
  if (/^(mailto|tel):/i.test(url)) return 'mail';
  return null;
}

export function openContact(url: string, navigate: (to: string) => void): void {
  const kind = contactTarget(url);
  if (kind === 'route') navigate(url);
  else if (kind === 'external') openLink(url, navigate);
  else if (kind === 'mail') window.location.href = url;
}
