// The /mine sub-pages (spec §2) the mine screen lists, in order. Only those whose screens
// this build has are shown (isRouteAvailable), so an entry never opens the not-found page.
import { ROUTES, type RoutePath } from '@lld/protocol/routes';
import type { MineKey } from './i18n';

export interface MineEntry {
  path: RoutePath;
  labelKey: MineKey;
  /** Path data of a 20×20 line icon. */
  icon: string;
}

export const MINE_ENTRIES: readonly MineEntry[] = [
  {
    path: ROUTES.mineMyCollect,
    labelKey: 'myCollect',
    icon: 'm10 2.8 2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5L2.8 8l5-.6z',
  },
  { path: ROUTES.mineDownload, labelKey: 'download', icon: 'M10 3v9M6 8.5l4 4 4-4M4 15.5h12' },
  {
    path: ROUTES.mineMyHistory,
    labelKey: 'myHistory',
    icon: 'M10 3a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM10 6.5V10l2.5 1.8',
  },
  {
    path: ROUTES.mineMyBought,
    labelKey: 'myBought',
    icon: 'M4 6.5h12l-1 10H5zM7.2 6.5V5.3a2.8 2.8 0 0 1 5.6 0v1.2',
  },
  {
    path: ROUTES.mineMyFollow,
    labelKey: 'myFollow',
    icon: 'M8 3.5a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM2.8 16.5c.4-3 2.6-5 5.2-5s4.8 2 5.2 5M14.5 7v5M12 9.5h5',
  },
  { path: ROUTES.mineMyPost, labelKey: 'myPost', icon: 'M4 3.5h8l4 4v9H4zM12 3.5v4h4M7 11h6M7 14h4' },
  {
    path: ROUTES.mineMessage,
    labelKey: 'message',
    icon: 'M3.5 5.5a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v6.5a2 2 0 0 1-2 2H9l-3.5 3v-3h0a2 2 0 0 1-2-2z',
  },
  {
    path: ROUTES.mineInvitation,
    labelKey: 'invitation',
    icon: 'M3.5 8h13v8.5h-13zM2.8 5.5h14.4V8H2.8zM10 5.5v11M10 5.5C8.8 3 6.5 2.6 6 3.6s1.5 1.9 4 1.9zM10 5.5c1.2-2.5 3.5-2.9 4-1.9s-1.5 1.9-4 1.9z',
  },
  {
    path: ROUTES.mineShare,
    labelKey: 'share',
    icon: 'M14.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM5.5 8a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM14.5 12.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM7.3 9l5.4-2.8M7.3 11l5.4 2.8',
  },
  {
    path: ROUTES.welfareExchange,
    labelKey: 'exchange',
    icon: 'M3.5 8h13v8.5h-13zM2.8 5.5h14.4V8H2.8zM10 5.5v11M6.5 12h2M11.5 12h2',
  },
  {
    path: ROUTES.mineRechargeRecord,
    labelKey: 'rechargeRecord',
    icon: 'M4.5 3.5h11v13h-11zM7.5 7h5M7.5 10h5M7.5 13h3',
  },
  {
    path: ROUTES.minePointLevel,
    labelKey: 'pointLevel',
    icon: 'M4 16.5V11M8 16.5V8M12 16.5V5M16 16.5V9',
  },
  {
    path: ROUTES.mineOfficialGroup,
    labelKey: 'officialGroup',
    icon: 'M7 4.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM13.5 5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 15.5c.3-2.6 2.2-4.3 4.5-4.3s4.2 1.7 4.5 4.3M12 11.4c.5-.2 1-.3 1.5-.3 2 0 3.6 1.5 4 3.7',
  },
  {
    path: ROUTES.mineOnLine,
    labelKey: 'onLine',
    icon: 'M4 11V9.5a6 6 0 0 1 12 0V11M4 11h2.5v4H4.8a.8.8 0 0 1-.8-.8zM16 11h-2.5v4h1.7a.8.8 0 0 0 .8-.8zM13.5 15c0 1.2-1.2 2-3 2',
  },
  {
    path: ROUTES.mineFeedback,
    labelKey: 'feedback',
    icon: 'M4 4.5h12v9H8.5L5 16.5v-3H4zM10 7v3M10 12h.01',
  },
  {
    path: ROUTES.mineCredentials,
    labelKey: 'credentials',
    icon: 'M3.5 5h13v10h-13zM6.5 8.5h3v3h-3zM11.5 9h3M11.5 11.5h2',
  },
  {
    path: ROUTES.setting,
    labelKey: 'setting',
    icon: 'M10 7.2a2.8 2.8 0 1 1 0 5.6 2.8 2.8 0 0 1 0-5.6zM10 2.5l1.4 2 2.4-.3.6 2.4 2.2 1-1 2.4 1 2.4-2.2 1-.6 2.4-2.4-.3-1.4 2-1.4-2-2.4.3-.6-2.4-2.2-1 1-2.4-1-2.4 2.2-1 .6-2.4 2.4.3z',
  },
];
