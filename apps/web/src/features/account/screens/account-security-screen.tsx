// /mine/setting/accountSecurity: account name, phone, password, credential, QR login.
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { t } from '@/locales';
import { AccountPage, SettingGroup, SettingRow } from '../components/account-page';

export default function AccountSecurityScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const go = (path: string) => () => navigate(path);
  const hasAccount = Boolean(user?.account || user?.phone);
  return (
    <AccountPage title={t('account.accountSecurity')}>
      {user?.isGuest ? <p className="acc-warn">{t('account.guestSecurityTip')}</p> : null}
      <SettingGroup>
        <SettingRow
          label={t('account.securityAccount')}
          value={user?.account || t('account.notSet')}
          {...(user?.account ? {} : { onClick: go(ROUTES.mineOriginalRegister) })}
        />
        <SettingRow
          label={t('account.securityPhone')}
          value={user?.phone || t('account.notBound')}
          onClick={go(user?.phone ? ROUTES.settingPhone : ROUTES.settingBindPhone)}
        />
        <SettingRow
          label={t('account.securityPassword')}
          value={user?.hasPassword ? t('account.set') : t('account.notSet')}
          onClick={go(hasAccount ? ROUTES.settingModifyPassword : ROUTES.mineOriginalRegister)}
        />
      </SettingGroup>
      <SettingGroup>
        <SettingRow
          label={t('account.securityCredential')}
          desc={t('account.securityCredentialDesc')}
          onClick={go(ROUTES.mineCredentials)}
        />
        <SettingRow label={t('account.securityQrLogin')} onClick={go(ROUTES.settingAccountCodeCamera)} />
      </SettingGroup>
    </AccountPage>
  );
}
