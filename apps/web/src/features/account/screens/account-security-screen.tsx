// /mine/setting/accountSecurity: account name, phone, password, credential, QR login.
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { AccountPage, SettingGroup, SettingRow } from '../components/account-page';
import { tAccount } from '../i18n';

export default function AccountSecurityScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const go = (path: string) => () => navigate(path);
  const hasAccount = Boolean(user?.account || user?.phone);
  return (
    <AccountPage title={tAccount('accountSecurity')}>
      {user?.isGuest ? <p className="acc-warn">{tAccount('guestSecurityTip')}</p> : null}
      <SettingGroup>
        <SettingRow
          label={tAccount('securityAccount')}
          value={user?.account || tAccount('notSet')}
          {...(user?.account ? {} : { onClick: go(ROUTES.mineOriginalRegister) })}
        />
        <SettingRow
          label={tAccount('securityPhone')}
          value={user?.phone || tAccount('notBound')}
          onClick={go(user?.phone ? ROUTES.settingPhone : ROUTES.settingBindPhone)}
        />
        <SettingRow
          label={tAccount('securityPassword')}
          value={user?.hasPassword ? tAccount('set') : tAccount('notSet')}
          onClick={go(hasAccount ? ROUTES.settingModifyPassword : ROUTES.mineOriginalRegister)}
        />
      </SettingGroup>
      <SettingGroup>
        <SettingRow
          label={tAccount('securityCredential')}
          desc={tAccount('securityCredentialDesc')}
          onClick={go(ROUTES.mineCredentials)}
        />
        <SettingRow label={tAccount('securityQrLogin')} onClick={go(ROUTES.settingAccountCodeCamera)} />
      </SettingGroup>
    </AccountPage>
  );
}
