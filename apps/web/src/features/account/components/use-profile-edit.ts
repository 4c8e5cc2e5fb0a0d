import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBusyCall } from '@/lib/api/busy-call';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { applyUserInfo } from '../api/apply-login';
import { modifyInfo } from '../api/profile';
import { tAccount } from '../i18n';

/**
 * One text field of the profile edited on its own screen (nickname, intro): the draft starts
 * from the user's value, 保存 in the header is disabled while the draft is unchanged or
 * invalid, and a saved value goes back to the screen before. `showErrorUntouched` says whether an
 * untouched draft already shows its error (the intro's length does; an empty nickname waits).
 */
export function useProfileEdit(
  field: 'nickname' | 'intro',
  validate: (value: string) => string | null,
  showErrorUntouched = false,
) {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const [draft, setDraft] = useState<string | null>(null);
  const { busy, call } = useBusyCall();
  const value = draft ?? user?.[field] ?? '';
  const invalid = validate(value);
  const unchanged = value === (user?.[field] ?? '');

  const save = async () => {
    if (invalid || unchanged) return;
    await call(tAccount('saveFailed'), async () => {
      applyUserInfo(await modifyInfo({ [field]: value }));
      toast(tAccount('saved'));
      navigate(-1);
    });
  };

  return {
    value,
    setValue: setDraft,
    error: draft === null && !showErrorUntouched ? null : invalid,
    save,
    /** The header's 保存 action. */
    saveAction: {
      content: busy ? tAccount('saving') : tAccount('save'),
      onClick: () => void save(),
      disabled: busy || unchanged || invalid !== null,
    },
  };
}
