/** Result codes of PROTOCOL.md §4: the `code` of every response body. */
export const ResultCode = Object.freeze({
  OK: 200,
  TOKEN_INVALID: 1000,
  BAD_SIGNATURE: 1001,
  TOO_MANY_REQUESTS: 1002,
  INVALID_PARAMS: 2000,
  NOT_FOUND: 2004,
  NOT_ENOUGH_GOLD: 3001,
  NOT_ENOUGH_DIAMONDS: 3002,
  NEEDS_ENTITLEMENT: 3003,
  FORBIDDEN: 4003,
  CONFLICT: 4009,
  DEVICE_BANNED: 6004,
  TOO_MANY_GUESTS: 6015,
  INTERNAL: 5000,
} as const);

export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName];

const HTTP_STATUS: Readonly<Record<ResultCodeValue, number>> = Object.freeze({
  200: 200,
  1000: 200,
  1001: 403,
  1002: 429,
  2000: 200,
  2004: 200,
  3001: 200,
  3002: 200,
  3003: 200,
  4003: 200,
  4009: 200,
  6004: 200,
  6015: 200,
  5000: 500,
});

/** Default zh-CN message of each code; `msg` of a response when the handler gives none. */
const DEFAULT_MESSAGES: Readonly<Record<ResultCodeValue, string>> = Object.freeze({
  200: 'ok',
  1000: '登录已失效，请重新登录',
  1001: '请求校验失败',
  1002: '请求过于频繁，请稍后再试',
  2000: '参数错误',
  2004: '内容不存在',
  3001: '金币不足',
  3002: '钻石不足',
  3003: '需要开通会员或购买',
  4003: '无权操作',
  4009: '操作冲突',
  6004: '游客创建失败，请联系在线客服',
  6015: '游客创建失败，请联系在线客服',
  5000: '服务器内部错误',
});

/** True when `code` is one of the codes of PROTOCOL §4. */
export function isResultCode(code: unknown): code is ResultCodeValue {
  // A plain lookup, not Object.hasOwn (missing before iOS Safari 15.4): no number is an
  // inherited property name.
  return typeof code === 'number' && (HTTP_STATUS as Record<number, number | undefined>)[code] !== undefined;
}

/**
 * HTTP status that carries `code` (PROTOCOL §4). A code outside the table is a business
 * result and travels with HTTP 200, like every business failure the table lists.
 */
export function httpStatusOf(code: number): number {
  return isResultCode(code) ? HTTP_STATUS[code] : 200;
}

/** Default message for `code`; an unknown code gets the generic failure text `操作失败`. */
export function defaultMessageOf(code: number): string {
  return isResultCode(code) ? DEFAULT_MESSAGES[code] : '操作失败';
}
