// /mine/setting: profile, account & security, credentials, scan, customer service, cache,
// version, and log out (registered accounts) or log in (guests).
import { CLIENT_VERSION } from '@lld/protocol/constants';
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { useBusyCall } from '@/lib/api/busy-call';
import { imageCache } from '@/lib/image-cache';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { logout } from '@/lib/session/api/logout';
import { toast } from '@/lib/toast';
import { AccountPage, SettingGroup, SettingRow } from '../components/account-page';
import { confirmStep } from '../components/confirm';
import { ActionButton } from '../components/form';
import './setting-screen.css';
import { tAccount } from '../i18n';

export default function SettingScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const { busy, call } = useBusyCall();
  const go = (path: string) => () => navigate(path);

  const doLogout = async () => {
    if (!(await confirmStep(tAccount('logoutConfirm'), tAccount('logout')))) return;
    await call(tAccount('loadFailed'), async () => {
      await logout();
      toast(tAccount('logoutDone'));
      navigate(ROUTES.mine, { replace: true });
    });
  };

  return (
    <AccountPage title={tAccount('settingTitle')}>
      <SettingGroup>
        <SettingRow label={tAccount('profile')} onClick={go(ROUTES.settingAccount)} />
        <SettingRow label={tAccount('accountSecurity')} onClick={go(ROUTES.settingAccountSecurity)} />
        <SettingRow label={tAccount('credentials')} onClick={go(ROUTES.mineCredentials)} />
        <SettingRow
          label={tAccount('scan')}
          desc={tAccount('scanDesc')}
          onClick={go(ROUTES.settingAccountCodeCamera)}
        />
      </SettingGroup>
      <SettingGroup>
        <SettingRow label={tAccount('kf')} onClick={go(ROUTES.settingKf)} />
        <SettingRow label={tAccount('autokf')} onClick={go(ROUTES.settingAutoKf)} />
        <SettingRow label={tAccount('recruitment')} onClick={go(ROUTES.settingRecruitment)} />
      </SettingGroup>
      <SettingGroup>
        <SettingRow
          label={tAccount('clearCache')}
          onClick={() => {
            void imageCache.clear().then(() => toast(tAccount('cacheCleared')));
          }}
        />
        <SettingRow label={tAccount('version')} value={CLIENT_VERSION} />
      </SettingGroup>
      {user ? (
        user.isGuest ? (
          <ActionButton onClick={go(ROUTES.mineLogin)}>{tAccount('loginOrRegister')}</ActionButton>
        ) : (
          <ActionButton look="danger" disabled={busy} onClick={doLogout}>
            {tAccount('logout')}
          </ActionButton>
        )
      ) : null}
    </AccountPage>
  );
}
