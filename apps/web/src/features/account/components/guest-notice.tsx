// What happens to the guest's data when logging in to another account (login/before `guest`).
import type { GuestData } from '@lld/protocol/api/account';
import { formatDiamond, formatGold } from '@lld/protocol/format';
import { tAccount } from '../i18n';

export function GuestNotice({ guest }: { guest: GuestData | null | undefined }) {
  if (!guest) return null;
  const items: string[] = [];
  if (guest.gold > 0) items.push(tAccount('guestGold', { n: formatGold(guest.gold) }));
  if (guest.diamond > 0) items.push(tAccount('guestDiamond', { n: formatDiamond(guest.diamond) }));
  if (guest.member) items.push(tAccount('guestMember'));
  return (
    <aside className="acc-guest-notice" aria-label={tAccount('guestNoticeTitle')}>
      <strong>{tAccount('guestNoticeTitle')}</strong>
      <p>
        {tAccount('guestNoticeHas', { id: guest.id, items: items.join('、') })}
        {tAccount('guestNoticeKeep')}
      </p>
    </aside>
  );
}
