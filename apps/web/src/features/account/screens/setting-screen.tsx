// /mine/setting: profile, account & security, credentials, scan, customer service, cache,
// version, and log out (registered accounts) or log in (guests).
import { CLIENT_VERSION } from '@lld/protocol/constants';
import { ROUTES } from '@lld/protocol/routes';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { installAntdMobileRender } from '@/lib/antd-render';
import { errorText } from '@/lib/api/client';
import { imageCache } from '@/lib/image-cache';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { logout } from '@/lib/session/api/logout';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { AccountPage, SettingGroup, SettingRow } from '../components/account-page';
import './setting-screen.css';

export default function SettingScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const [busy, setBusy] = useState(false);
  const go = (path: string) => () => navigate(path);

  const doLogout = async () => {
    installAntdMobileRender();
    const ok = await Dialog.confirm({
      content: t('account.logoutConfirm'),
      confirmText: t('account.logout'),
      cancelText: t('account.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await logout();
      toast(t('account.logoutDone'));
      navigate(ROUTES.mine, { replace: true });
    } catch (error) {
      toast(errorText(error, t('account.loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPage title={t('account.settingTitle')}>
      <SettingGroup>
        <SettingRow label={t('account.profile')} onClick={go(ROUTES.settingAccount)} />
        <SettingRow label={t('account.accountSecurity')} onClick={go(ROUTES.settingAccountSecurity)} />
        <SettingRow label={t('account.credentials')} onClick={go(ROUTES.mineCredentials)} />
        <SettingRow
          label={t('account.scan')}
          desc={t('account.scanDesc')}
          onClick={go(ROUTES.settingAccountCodeCamera)}
        />
      </SettingGroup>
      <SettingGroup>
        <SettingRow label={t('account.kf')} onClick={go(ROUTES.settingKf)} />
        <SettingRow label={t('account.autokf')} onClick={go(ROUTES.settingAutoKf)} />
        <SettingRow label={t('account.recruitment')} onClick={go(ROUTES.settingRecruitment)} />
      </SettingGroup>
      <SettingGroup>
        <SettingRow
          label={t('account.clearCache')}
          onClick={() => {
            void imageCache.clear().then(() => toast(t('account.cacheCleared')));
          }}
        />
        <SettingRow label={t('account.version')} value={CLIENT_VERSION} />
      </SettingGroup>
      {user ? (
        user.isGuest ? (
          <button type="button" className="acc-submit is-block" onClick={go(ROUTES.mineLogin)}>
            {t('account.loginOrRegister')}
          </button>
        ) : (
          <button type="button" className="acc-danger" disabled={busy} onClick={() => void doLogout()}>
            {t('account.logout')}
          </button>
        )
      ) : null}
    </AccountPage>
  );
}
