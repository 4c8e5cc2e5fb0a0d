import { type ScreenModule, screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen file. */
export const accountRoutes = screens(import.meta.glob<ScreenModule>('./screens/*-screen.tsx'), {
  // Accounts (issue 3).
  mineLogin: 'login-screen',
  mineOriginalRegister: 'register-screen',
  mineCredentials: 'credentials-screen',
  setting: 'setting-screen',
  settingAccountSecurity: 'account-security-screen',
  settingAccount: 'profile-screen',
  settingAccountCodeCamera: 'code-camera-screen',
  settingAvatar: 'avatar-screen',
  settingBindPhone: 'bind-phone-screen',
  settingModifyIntro: 'modify-intro-screen',
  settingModifyName: 'modify-name-screen',
  settingModifyPassword: 'modify-password-screen',
  settingPhone: 'phone-screen',
  settingKf: 'kf-screen',
  settingAutoKf: 'autokf-screen',
  settingRecruitment: 'recruitment-screen',
  // Feedback and the official groups (issue 14).
  mineFeedback: 'feedback-screen',
  mineProblemFeedback: 'feedback-screen',
  mineOfficialGroup: 'official-group-screen',
});
