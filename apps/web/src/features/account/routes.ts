import { screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen. */
export const accountRoutes = screens({
  // Accounts (issue 3).
  mineLogin: () => import('./screens/login-screen'),
  mineOriginalRegister: () => import('./screens/register-screen'),
  mineCredentials: () => import('./screens/credentials-screen'),
  setting: () => import('./screens/setting-screen'),
  settingAccountSecurity: () => import('./screens/account-security-screen'),
  settingAccount: () => import('./screens/profile-screen'),
  settingAccountCodeCamera: () => import('./screens/code-camera-screen'),
  settingAvatar: () => import('./screens/avatar-screen'),
  settingBindPhone: () => import('./screens/bind-phone-screen'),
  settingModifyIntro: () => import('./screens/modify-intro-screen'),
  settingModifyName: () => import('./screens/modify-name-screen'),
  settingModifyPassword: () => import('./screens/modify-password-screen'),
  settingPhone: () => import('./screens/phone-screen'),
  settingKf: () => import('./screens/kf-screen'),
  settingAutoKf: () => import('./screens/autokf-screen'),
  settingRecruitment: () => import('./screens/recruitment-screen'),
  // Feedback and the official groups (issue 14).
  mineFeedback: () => import('./screens/feedback-screen'),
  mineProblemFeedback: () => import('./screens/feedback-screen'),
  mineOfficialGroup: () => import('./screens/official-group-screen'),
});
