// /mine/setting/accout: avatar, nickname, intro, gender, birthday, user id, account.
import { ROUTES } from '@lld/protocol/routes';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import DatePicker from 'antd-mobile/es/components/date-picker';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { installAntdMobileRender } from '@/lib/antd-render';
import { errorText } from '@/lib/api/client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { applyUserInfo } from '../api/apply-login';
import { modifyInfo } from '../api/profile';
import { AccountPage, SettingGroup, SettingRow } from '../components/account-page';
import { DefaultAvatar } from '../components/default-avatar';
import './profile-screen.css';

const GENDER_KEYS = ['account.genderUnset', 'account.genderMale', 'account.genderFemale'] as const;

export default function ProfileScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const go = (path: string) => () => navigate(path);

  const save = async (body: Parameters<typeof modifyInfo>[0]) => {
    try {
      applyUserInfo(await modifyInfo(body));
      toast(t('account.saved'));
    } catch (error) {
      toast(errorText(error, t('account.saveFailed')));
    }
  };

  const pickGender = () => {
    installAntdMobileRender();
    const handler = ActionSheet.show({
      actions: GENDER_KEYS.map((key, i) => ({ key: String(i), text: t(key) })),
      cancelText: t('account.cancel'),
      onAction: (action) => {
        handler.close();
        void save({ gender: Number(action.key) as 0 | 1 | 2 });
      },
    });
  };

  const pickBirthday = async () => {
    installAntdMobileRender();
    const value = await DatePicker.prompt({
      title: t('account.birthday'),
      min: new Date(1920, 0, 1),
      max: new Date(),
      defaultValue: user?.birthday ? dayjs(user.birthday).toDate() : new Date(2000, 0, 1),
      confirmText: t('account.confirm'),
      cancelText: t('account.cancel'),
    });
    if (value) void save({ birthday: dayjs(value).format('YYYY-MM-DD') });
  };

  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(String(user?.id ?? ''));
      toast(t('account.copied'));
    } catch {
      // Clipboard refused (insecure context): nothing to do.
    }
  };

  return (
    <AccountPage title={t('account.profileTitle')}>
      <SettingGroup>
        <SettingRow
          label={t('account.avatar')}
          onClick={go(ROUTES.settingAvatar)}
          extra={
            <span className="acc-row__avatar">
              {user ? (
                <LazyImage
                  src={user.avatar}
                  ratio={1}
                  eager
                  alt={user.nickname}
                  placeholder={<DefaultAvatar />}
                />
              ) : null}
            </span>
          }
        />
        <SettingRow
          label={t('account.nickname')}
          value={user?.nickname}
          onClick={go(ROUTES.settingModifyName)}
        />
        <SettingRow
          label={t('account.intro')}
          value={<span className="acc-row__ellipsis">{user?.intro || t('account.introEmpty')}</span>}
          onClick={go(ROUTES.settingModifyIntro)}
        />
        <SettingRow
          label={t('account.gender')}
          value={t(GENDER_KEYS[user?.gender ?? 0] ?? GENDER_KEYS[0])}
          onClick={pickGender}
        />
        <SettingRow
          label={t('account.birthday')}
          value={user?.birthday || t('account.notSet')}
          onClick={() => void pickBirthday()}
        />
      </SettingGroup>
      <SettingGroup>
        <SettingRow
          label={t('account.userId')}
          value={user?.id}
          extra={
            <button type="button" className="acc-chip is-small" onClick={() => void copyId()}>
              {t('account.copy')}
            </button>
          }
        />
        <SettingRow label={t('account.securityAccount')} value={user?.account || t('account.notSet')} />
      </SettingGroup>
    </AccountPage>
  );
}
