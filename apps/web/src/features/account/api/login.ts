/**
 * login/* calls of issue 3: what to show before a login, captcha and SMS codes, registration,
 * account / phone / credential login, phone binding. Each login answers {token, userInfo}.
 */
import type {
  AccountLoginRequest,
  BeforeLoginRequest,
  BeforeLoginResult,
  CaptchaResult,
  PhoneLoginRequest,
  RegisterRequest,
  SmsPurpose,
} from '@lld/protocol/api/account';
import { accountCalls } from '@lld/protocol/api/calls/account';
import type { LoginResult } from '@lld/protocol/api/login';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, resultOfType } from '@/lib/api/client';

export type ImageCaptcha = Extract<CaptchaResult, { type: 'image' }>;
export type SmsSent = Extract<CaptchaResult, { type: 'sms' }>;

export function getLoginBefore(body: BeforeLoginRequest): Promise<BeforeLoginResult> {
  return apiCall(accountCalls.loginBefore, body);
}

export function loginBeforeQueryOptions(body: BeforeLoginRequest) {
  return queryOptions({
    queryKey: ['account', 'before', body.action ?? 'account', body.account ?? '', body.phone ?? ''] as const,
    queryFn: () => getLoginBefore(body),
    staleTime: 0,
  });
}

export function useLoginBefore(body: BeforeLoginRequest) {
  return useQuery(loginBeforeQueryOptions(body));
}

export function getImageCaptcha(): Promise<ImageCaptcha> {
  return apiCall(accountCalls.loginCaptcha, { type: 'image' }).then((r) => resultOfType(r, 'image'));
}

export interface CaptchaAnswer {
  captchaId: string;
  captchaCode: string;
}

export function sendSmsCode(
  phone: string,
  purpose: SmsPurpose,
  captcha: CaptchaAnswer = { captchaId: '', captchaCode: '' },
): Promise<SmsSent> {
  return apiCall(accountCalls.loginCaptcha, { type: 'sms', phone, purpose, ...captcha }).then((r) =>
    resultOfType(r, 'sms'),
  );
}

export function register(body: RegisterRequest): Promise<LoginResult> {
  return apiCall(accountCalls.loginAccountRegister, body);
}

export function accountLogin(body: AccountLoginRequest): Promise<LoginResult> {
  return apiCall(accountCalls.loginAccountLogin, body);
}

export function phoneLogin(body: PhoneLoginRequest): Promise<LoginResult> {
  return apiCall(accountCalls.loginPhone, body);
}

export function bindMobile(body: PhoneLoginRequest): Promise<LoginResult> {
  return apiCall(accountCalls.loginBindMobile, body);
}

export function officialLogin(credential: string): Promise<LoginResult> {
  return apiCall(accountCalls.loginOfficial, { credential });
}
