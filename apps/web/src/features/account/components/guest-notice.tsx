// What happens to the guest's data when logging in to another account (login/before `guest`).
import type { GuestData } from '@lld/protocol/api/account';
import { formatDiamond, formatGold } from '@lld/protocol/format';
import { t } from '@/locales';

export function GuestNotice({ guest }: { guest: GuestData | null | undefined }) {
  if (!guest) return null;
  const items: string[] = [];
  if (guest.gold > 0) items.push(t('account.guestGold', { n: formatGold(guest.gold) }));
  if (guest.diamond > 0) items.push(t('account.guestDiamond', { n: formatDiamond(guest.diamond) }));
  if (guest.member) items.push(t('account.guestMember'));
  return (
    <aside className="acc-guest-notice" aria-label={t('account.guestNoticeTitle')}>
      <strong>{t('account.guestNoticeTitle')}</strong>
      <p>
        {t('account.guestNoticeHas', { id: guest.id, items: items.join('、') })}
        {t('account.guestNoticeKeep')}
      </p>
    </aside>
  );
}
