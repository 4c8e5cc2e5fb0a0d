/**
 * Operator console (issue 17): the roles of operator accounts and the paths of the console's
 * own session API. Zod-free: the console app and the server both import it.
 */
export const OPERATOR_ROLES = ['owner', 'content', 'moderator', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function isOperatorRole(v: unknown): v is OperatorRole {
  return typeof v === 'string' && (OPERATOR_ROLES as readonly string[]).includes(v);
}

/** Owner may do everything; any other role only what a route names. */
export function roleAllows(role: OperatorRole, needed: readonly OperatorRole[]): boolean {
  return role === 'owner' || needed.includes(role);
}

/** The console's session cookie and the header that carries its CSRF token. */
export const CONSOLE_SESSION_COOKIE = 'lld_console';
export const CONSOLE_CSRF_HEADER = 'x-csrf-token';

/** Failed logins in a row before an account locks, and for how long (seconds). */
export const CONSOLE_LOCKOUT = { failures: 5, seconds: 15 * 60 } as const;

/** The size of one console video upload chunk (`/api/admin/media/uploads`; the last one takes the rest). */
export const CONSOLE_UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024;

/** An operator account as the console API describes it. */
export interface OperatorView {
  id: number;
  username: string;
  role: OperatorRole;
  totp: boolean;
  disabled: boolean;
  locked: boolean;
  lastLoginAt: number | null;
  createdAt: number;
}

/** One day (Asia/Shanghai, `YYYY-MM-DD`) of the dashboard's series. */
export interface DashboardDay {
  day: string;
  newUsers: number;
  topUps: number;
  revenueFen: number;
  vipSales: number;
}

/** The dashboard's figures over one period (today, the last 30 days). */
export interface DashboardTotals {
  newUsers: number;
  activeUsers: number;
  topUps: number;
  revenueFen: number;
  vipSales: number;
  vipRevenueFen: number;
}

/** GET /api/admin/dashboard. */
export interface Dashboard {
  today: DashboardTotals;
  days30: DashboardTotals;
  series: DashboardDay[];
  topVideos: Array<{ id: number; title: string; views: number; likes: number }>;
}
