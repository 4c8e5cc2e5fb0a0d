/** dayjs configured once: Chinese locale, UTC and time-zone plugins, Asia/Shanghai by default (spec §1). */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

export const APP_TIME_ZONE = 'Asia/Shanghai';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('zh-cn');
dayjs.tz.setDefault(APP_TIME_ZONE);

/** A dayjs in Shanghai time for UTC seconds (the unit every API time uses). */
export function fromEpochSeconds(seconds: number): dayjs.Dayjs {
  return dayjs.unix(seconds).tz(APP_TIME_ZONE);
}

/** Formats UTC seconds in Shanghai time, e.g. `formatEpoch(t, 'YYYY-MM-DD HH:mm')`. */
export function formatEpoch(seconds: number, template = 'YYYY-MM-DD HH:mm'): string {
  return fromEpochSeconds(seconds).format(template);
}

export { dayjs };
