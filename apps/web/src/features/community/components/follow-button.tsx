import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { setFollow } from '../api/creators';
import { tCommunity } from '../i18n';

/** Follow / followed toggle; refreshes every cached view of the creator and the feeds. */
export function FollowButton({
  userId,
  followed,
  small,
}: {
  userId: number;
  followed: boolean;
  small?: boolean;
}) {
  const qc = useQueryClient();
  const m = useMutation({
    mutationFn: (follow: boolean) => setFollow(userId, follow),
    onSuccess: (r) => {
      void toast(r.isFollowed ? tCommunity('followDone') : tCommunity('unfollowDone'));
      void qc.invalidateQueries({ queryKey: ['community'] });
    },
    onError: (e) => void toast(errorText(e, t('common.requestFailed'))),
  });
  const on = m.isSuccess ? m.data.isFollowed : followed;
  return (
    <button
      type="button"
      className={`cm-follow${on ? ' is-on' : ''}${small ? ' is-small' : ''}`}
      disabled={m.isPending}
      aria-pressed={on}
      onClick={(e) => {
        e.stopPropagation();
        m.mutate(!on);
      }}
    >
      {on ? tCommunity('followed') : `+ ${tCommunity('follow')}`}
    </button>
  );
}
