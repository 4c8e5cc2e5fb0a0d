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
import type { LoginResult } from '@lld/protocol/api/login';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';

export type ImageCaptcha = Extract<CaptchaResult, { type: 'image' }>;
export type SmsSent = Extract<CaptchaResult, { type: 'sms' }>;

export function getLoginBefore(body: BeforeLoginRequest): Promise<BeforeLoginResult> {
  return apiCall<BeforeLoginResult>('login/before', body);
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
  return apiCall<ImageCaptcha>('login/captcha', { type: 'image' });
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
  return apiCall<SmsSent>('login/captcha', { type: 'sms', phone, purpose, ...captcha });
}

export function register(body: RegisterRequest): Promise<LoginResult> {
  return apiCall<LoginResult>('login/account/register', body);
}

export function accountLogin(body: AccountLoginRequest): Promise<LoginResult> {
  return apiCall<LoginResult>('login/account/login', body);
}

export function phoneLogin(body: PhoneLoginRequest): Promise<LoginResult> {
  return apiCall<LoginResult>('login/phone', body);
}

export function bindMobile(body: PhoneLoginRequest): Promise<LoginResult> {
  return apiCall<LoginResult>('login/bindMobile', body);
}

export function officialLogin(credential: string): Promise<LoginResult> {
  return apiCall<LoginResult>('login/official', { credential });
}
