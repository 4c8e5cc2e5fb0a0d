import { describe, expect, it } from 'vitest';
import {
  checkAccountName,
  checkBirthday,
  checkCaptcha,
  checkIntro,
  checkNickname,
  checkPassword,
  checkPhone,
  checkSmsCode,
  classifyQrText,
  maskPhone,
  passwordStrength,
} from './account-rules.ts';

describe('account rules', () => {
  it('mainland phone numbers: 1[3-9] and 9 more digits', () => {
    for (const ok of ['13800138000', '19912345678', '15000000000']) expect(checkPhone(ok), ok).toBeNull();
    expect(checkPhone('')).toBe('required');
    for (const bad of ['12800138000', '1380013800', '138001380000', '+8613800138000', '1380013800a']) {
      expect(checkPhone(bad), bad).toBe('format');
    }
  });

  it('account names: 4..20 letters, digits, _ starting with a letter', () => {
    expect(checkAccountName('abcd')).toBeNull();
    expect(checkAccountName('Tom_2024')).toBeNull();
    expect(checkAccountName('')).toBe('required');
    expect(checkAccountName('abc')).toBe('tooShort');
    expect(checkAccountName('a'.repeat(21))).toBe('tooLong');
    expect(checkAccountName('1abcd')).toBe('format');
    expect(checkAccountName('ab cd')).toBe('format');
    expect(checkAccountName('张三李四')).toBe('format');
  });

  it('passwords: 8..32, no spaces, two kinds of letters, digits, symbols', () => {
    expect(checkPassword('abc12345')).toBeNull();
    expect(checkPassword('abcdefg!')).toBeNull();
    expect(checkPassword('')).toBe('required');
    expect(checkPassword('ab1')).toBe('tooShort');
    expect(checkPassword(`a1${'x'.repeat(31)}`)).toBe('tooLong');
    expect(checkPassword('abcdefgh')).toBe('weak');
    expect(checkPassword('12345678')).toBe('weak');
    expect(checkPassword('abc 12345')).toBe('spaces');
    expect(passwordStrength('abc')).toBe(0);
    expect(passwordStrength('abc12345')).toBe(1);
    expect(passwordStrength('abc1234567')).toBe(2);
    expect(passwordStrength('Abc!12345678')).toBe(3);
  });

  it('nicknames count characters, not bytes', () => {
    expect(checkNickname('小明')).toBeNull();
    expect(checkNickname('名'.repeat(16))).toBeNull();
    expect(checkNickname('名'.repeat(17))).toBe('tooLong');
    expect(checkNickname('a')).toBe('tooShort');
    expect(checkNickname('  ')).toBe('required');
    expect(checkNickname(' 小明')).toBe('spaces');
    expect(checkNickname('<小明>')).toBe('format');
    expect(checkIntro('字'.repeat(60))).toBeNull();
    expect(checkIntro('字'.repeat(61))).toBe('tooLong');
  });

  it('codes, captchas and birthdays', () => {
    expect(checkSmsCode('123456')).toBeNull();
    expect(checkSmsCode('12345')).toBe('format');
    expect(checkSmsCode('')).toBe('required');
    expect(checkCaptcha('AB12')).toBeNull();
    expect(checkCaptcha('AB1')).toBe('format');
    const now = new Date('2026-06-01T00:00:00Z');
    expect(checkBirthday('', now)).toBeNull();
    expect(checkBirthday('2000-02-29', now)).toBeNull();
    expect(checkBirthday('2001-02-29', now)).toBe('format');
    expect(checkBirthday('2027-01-01', now)).toBe('format');
    expect(checkBirthday('1899-12-31', now)).toBe('format');
    expect(checkBirthday('2000/01/01', now)).toBe('format');
  });

  it('masks phones and classifies scanned QR texts', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('123')).toBe('');
    expect(classifyQrText('LLDC1.100001.abc.def')).toBe('credential');
    expect(classifyQrText(' LLDL1.xyz ')).toBe('loginTicket');
    expect(classifyQrText('https://example.com')).toBeNull();
  });
});
