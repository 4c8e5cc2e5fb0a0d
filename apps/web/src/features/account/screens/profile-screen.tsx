// /mine/setting/accout: avatar, nickname, intro, gender, birthday, user id, account.
import { ROUTES } from '@lld/protocol/routes';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import DatePicker from 'antd-mobile/es/components/date-picker';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { UserPhoto } from '@/components/avatar/avatar';
import { installAntdMobileRender } from '@/lib/antd-render';
import { errorText } from '@/lib/api/client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { applyUserInfo } from '../api/apply-login';
import { modifyInfo } from '../api/profile';
import { AccountPage, SettingGroup, SettingRow } from '../components/account-page';
import './profile-screen.css';
import { tAccount } from '../i18n';

const GENDER_KEYS = ['genderUnset', 'genderMale', 'genderFemale'] as const;

export default function ProfileScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const go = (path: string) => () => navigate(path);

  const save = async (body: Parameters<typeof modifyInfo>[0]) => {
    try {
      applyUserInfo(await modifyInfo(body));
      toast(tAccount('saved'));
    } catch (error) {
      toast(errorText(error, tAccount('saveFailed')));
    }
  };

  const pickGender = () => {
    installAntdMobileRender();
    const handler = ActionSheet.show({
      actions: GENDER_KEYS.map((key, i) => ({ key: String(i), text: tAccount(key) })),
      cancelText: tAccount('cancel'),
      onAction: (action) => {
        handler.close();
        void save({ gender: Number(action.key) as 0 | 1 | 2 });
      },
    });
  };

  const pickBirthday = async () => {
    installAntdMobileRender();
    const value = await DatePicker.prompt({
      title: tAccount('birthday'),
      min: new Date(1920, 0, 1),
      max: new Date(),
      defaultValue: user?.birthday ? dayjs(user.birthday).toDate() : new Date(2000, 0, 1),
      confirmText: tAccount('confirm'),
      cancelText: tAccount('cancel'),
    });
    if (value) void save({ birthday: dayjs(value).format('YYYY-MM-DD') });
  };

  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(String(user?.id ?? ''));
      toast(tAccount('copied'));
    } catch {
      // Clipboard refused (insecure context): nothing to do.
    }
  };

  return (
    <AccountPage title={tAccount('profileTitle')}>
      <SettingGroup>
        <SettingRow
          label={tAccount('avatar')}
          onClick={go(ROUTES.settingAvatar)}
          extra={<span className="acc-row__avatar">{user ? <UserPhoto user={user} /> : null}</span>}
        />
        <SettingRow
          label={tAccount('nickname')}
          value={user?.nickname}
          onClick={go(ROUTES.settingModifyName)}
        />
        <SettingRow
          label={tAccount('intro')}
          value={<span className="acc-row__ellipsis">{user?.intro || tAccount('introEmpty')}</span>}
          onClick={go(ROUTES.settingModifyIntro)}
        />
        <SettingRow
          label={tAccount('gender')}
          value={tAccount(GENDER_KEYS[user?.gender ?? 0] ?? GENDER_KEYS[0])}
          onClick={pickGender}
        />
        <SettingRow
          label={tAccount('birthday')}
          value={user?.birthday || tAccount('notSet')}
          onClick={() => void pickBirthday()}
        />
      </SettingGroup>
      <SettingGroup>
        <SettingRow
          label={tAccount('userId')}
          value={user?.id}
          extra={
            <button type="button" className="acc-chip is-small" onClick={() => void copyId()}>
              {tAccount('copy')}
            </button>
          }
        />
        <SettingRow label={tAccount('securityAccount')} value={user?.account || tAccount('notSet')} />
      </SettingGroup>
    </AccountPage>
  );
}
