import { type ScreenModule, screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen file. */
export const welfareRoutes = screens(import.meta.glob<ScreenModule>('./*-screen.tsx'), {
  welfare: 'welfare-screen',
  mineInvitation: 'invitation-screen',
  mineShare: 'share-screen',
  minePointLevel: 'point-level-screen',
  mineOnLine: 'online-screen',
});
