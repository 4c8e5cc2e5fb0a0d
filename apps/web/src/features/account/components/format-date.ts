import { formatEpoch } from '@/lib/dayjs';

/** `2026-11-21 08:30` in Shanghai time (spec §1). */
export function formatDateShanghai(epochSeconds: number): string {
  return formatEpoch(epochSeconds, 'YYYY-MM-DD HH:mm');
}
