import { ROUTES } from '@lld/protocol/routes';
import type { ScreenRoute } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const accountRoutes: readonly ScreenRoute[] = [
  // Accounts (issue 3).
  { id: 'mineLogin', path: ROUTES.mineLogin, load: () => import('./screens/login-screen') },
  {
    id: 'mineOriginalRegister',
    path: ROUTES.mineOriginalRegister,
    load: () => import('./screens/register-screen'),
  },
  {
    id: 'mineCredentials',
    path: ROUTES.mineCredentials,
    load: () => import('./screens/credentials-screen'),
  },
  { id: 'setting', path: ROUTES.setting, load: () => import('./screens/setting-screen') },
  {
    id: 'settingAccountSecurity',
    path: ROUTES.settingAccountSecurity,
    load: () => import('./screens/account-security-screen'),
  },
  {
    id: 'settingAccount',
    path: ROUTES.settingAccount,
    load: () => import('./screens/profile-screen'),
  },
  {
    id: 'settingAccountCodeCamera',
    path: ROUTES.settingAccountCodeCamera,
    load: () => import('./screens/code-camera-screen'),
  },
  {
    id: 'settingAvatar',
    path: ROUTES.settingAvatar,
    load: () => import('./screens/avatar-screen'),
  },
  {
    id: 'settingBindPhone',
    path: ROUTES.settingBindPhone,
    load: () => import('./screens/bind-phone-screen'),
  },
  {
    id: 'settingModifyIntro',
    path: ROUTES.settingModifyIntro,
    load: () => import('./screens/modify-intro-screen'),
  },
  {
    id: 'settingModifyName',
    path: ROUTES.settingModifyName,
    load: () => import('./screens/modify-name-screen'),
  },
  {
    id: 'settingModifyPassword',
    path: ROUTES.settingModifyPassword,
    load: () => import('./screens/modify-password-screen'),
  },
  {
    id: 'settingPhone',
    path: ROUTES.settingPhone,
    load: () => import('./screens/phone-screen'),
  },
  { id: 'settingKf', path: ROUTES.settingKf, load: () => import('./screens/kf-screen') },
  {
    id: 'settingAutoKf',
    path: ROUTES.settingAutoKf,
    load: () => import('./screens/autokf-screen'),
  },
  {
    id: 'settingRecruitment',
    path: ROUTES.settingRecruitment,
    load: () => import('./screens/recruitment-screen'),
  },
];
