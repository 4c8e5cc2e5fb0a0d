import { describe, expect, it } from 'vitest';
import { defaultMessageOf, httpStatusOf, isResultCode, ResultCode } from './result-codes.ts';

describe('result codes (PROTOCOL §4)', () => {
  it.each([
    ['OK', 200, 200],
    ['TOKEN_INVALID', 1000, 200],
    ['BAD_SIGNATURE', 1001, 403],
    ['TOO_MANY_REQUESTS', 1002, 429],
    ['INVALID_PARAMS', 2000, 200],
    ['NOT_FOUND', 2004, 200],
    ['NOT_ENOUGH_GOLD', 3001, 200],
    ['NOT_ENOUGH_DIAMONDS', 3002, 200],
    ['NEEDS_ENTITLEMENT', 3003, 200],
    ['FORBIDDEN', 4003, 200],
    ['CONFLICT', 4009, 200],
    ['DEVICE_BANNED', 6004, 200],
    ['TOO_MANY_GUESTS', 6015, 200],
    ['INTERNAL', 5000, 500],
  ] as const)('%s is %i over HTTP %i', (name, code, status) => {
    expect(ResultCode[name]).toBe(code);
    expect(httpStatusOf(code)).toBe(status);
    expect(isResultCode(code)).toBe(true);
    expect(defaultMessageOf(code)).not.toBe('');
  });

  it('has exactly the fourteen codes', () => {
    expect(Object.keys(ResultCode)).toHaveLength(14);
    expect(Object.isFrozen(ResultCode)).toBe(true);
  });

  it('success message is ok; guest refusals ask to contact support', () => {
    expect(defaultMessageOf(200)).toBe('ok');
    expect(defaultMessageOf(6004)).toContain('客服');
    expect(defaultMessageOf(6015)).toContain('客服');
  });

  it('unknown codes', () => {
    expect(isResultCode(1234)).toBe(false);
    expect(isResultCode('200')).toBe(false);
    expect(httpStatusOf(1234)).toBe(200);
    expect(defaultMessageOf(1234)).toBe('操作失败');
  });
});
