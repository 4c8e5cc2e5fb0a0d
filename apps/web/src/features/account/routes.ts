import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const accountRoutes: readonly ScreenRoute[] = [
  // Accounts (issue 3).
  screen('mineLogin', () => import('./screens/login-screen')),
  screen('mineOriginalRegister', () => import('./screens/register-screen')),
  screen('mineCredentials', () => import('./screens/credentials-screen')),
  screen('setting', () => import('./screens/setting-screen')),
  screen('settingAccountSecurity', () => import('./screens/account-security-screen')),
  screen('settingAccount', () => import('./screens/profile-screen')),
  screen('settingAccountCodeCamera', () => import('./screens/code-camera-screen')),
  screen('settingAvatar', () => import('./screens/avatar-screen')),
  screen('settingBindPhone', () => import('./screens/bind-phone-screen')),
  screen('settingModifyIntro', () => import('./screens/modify-intro-screen')),
  screen('settingModifyName', () => import('./screens/modify-name-screen')),
  screen('settingModifyPassword', () => import('./screens/modify-password-screen')),
  screen('settingPhone', () => import('./screens/phone-screen')),
  screen('settingKf', () => import('./screens/kf-screen')),
  screen('settingAutoKf', () => import('./screens/autokf-screen')),
  screen('settingRecruitment', () => import('./screens/recruitment-screen')),
  // Feedback and the official groups (issue 14).
  screen('mineFeedback', () => import('./screens/feedback-screen')),
  screen('mineProblemFeedback', () => import('./screens/feedback-screen')),
  screen('mineOfficialGroup', () => import('./screens/official-group-screen')),
];
