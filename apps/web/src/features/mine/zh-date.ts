// Dates as the Chinese locale writes them, in Asia/Shanghai (spec §1), from UTC seconds.
import { formatDate } from '@lld/protocol/format';

function parts(epochSeconds: number): [string, number, number] {
  const [y = '', m = '1', d = '1'] = formatDate(epochSeconds).split('-');
  return [y, Number(m), Number(d)];
}

/** `2025年6月1日` */
export function zhDate(epochSeconds: number): string {
  const [y, m, d] = parts(epochSeconds);
  return `${y}年${m}月${d}日`;
}

/** `6月1日` */
export function zhShortDate(epochSeconds: number): string {
  const [, m, d] = parts(epochSeconds);
  return `${m}月${d}日`;
}
