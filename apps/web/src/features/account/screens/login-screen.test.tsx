import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  calls: [] as Array<{ endpoint: string; body: unknown }>,
  handler: (_endpoint: string, _body: unknown): Promise<unknown> => Promise.resolve({}),
}));
const toasts = vi.hoisted(() => [] as string[]);

vi.mock('@/lib/api/client', async (orig) => {
  const real = await orig<typeof import('@/lib/api/client')>();
  return {
    ...real,
    // Calls are matched by their path after /app/ (e.g. 'login/before').
    apiCall: ({ path }: { path: string }, body: unknown) => {
      const endpoint = path.replace('/app/', '');
      api.calls.push({ endpoint, body });
      return api.handler(endpoint, body);
    },
  };
});
vi.mock('@/lib/toast', () => ({ toast: (text: string) => toasts.push(text) }));
vi.mock('../api/apply-login', () => ({ applyLogin: vi.fn(), applyUserInfo: vi.fn() }));

import { ApiError } from '@/lib/api/client';
import { renderRoute } from '@/test/render-route';
import { applyLogin } from '../api/apply-login';
import LoginScreen from './login-screen';

const before = (over: Record<string, unknown> = {}) => ({
  captchaRequired: false,
  smsCaptchaRequired: false,
  smsResendIn: 0,
  guest: null,
  guestPolicy: 'keep',
  ...over,
});

const renderLogin = () => renderRoute('/mine/login', <LoginScreen />);

beforeEach(() => {
  api.calls.length = 0;
  toasts.length = 0;
  vi.mocked(applyLogin).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('login screen', () => {
  it('says what happens to the guest data, and validates inline before sending', async () => {
    api.handler = (endpoint) =>
      endpoint === 'login/before'
        ? Promise.resolve(
            before({ guest: { id: 100009, nickname: '游客1', gold: 1250, diamond: 30, member: true } }),
          )
        : Promise.reject(new Error('unexpected'));
    renderLogin();
    const notice = await screen.findByRole('complementary', { name: '当前游客身份的数据' });
    expect(notice.textContent).toContain('持有 12.50 金币、3 钻石、会员权益');
    expect(notice.textContent).toContain('退出登录即可找回');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号或手机号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(api.calls.some((c) => c.endpoint === 'login/account/login')).toBe(false);
  });

  it('disables the button while sending, shows the server tip, then the captcha the server asks for', async () => {
    let captchaNeeded = false;
    let release: (v: unknown) => void = () => {};
    api.handler = (endpoint) => {
      if (endpoint === 'login/before') return Promise.resolve(before({ captchaRequired: captchaNeeded }));
      if (endpoint === 'login/captcha')
        return Promise.resolve({
          type: 'image',
          captchaId: 'c1',
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
          expiresIn: 300,
        });
      if (endpoint === 'login/account/login') {
        return new Promise((_, reject) => {
          release = () => {
            captchaNeeded = true;
            reject(new ApiError(4003, 'wrong account or password', '账号或密码错误'));
          };
        });
      }
      return Promise.reject(new Error(endpoint));
    };
    renderLogin();
    fireEvent.change(screen.getByPlaceholderText('请输入账号或手机号'), { target: { value: 'tom2024' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'abc12345' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    const busy = await screen.findByRole('button', { name: '登录中…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release(null));
    await waitFor(() => expect(toasts).toContain('账号或密码错误'));
    expect(await screen.findByPlaceholderText('请输入图形验证码')).toBeTruthy();
  });

  it('falls back to 登录失败 without a tip, and logs in on success', async () => {
    let fail = true;
    api.handler = (endpoint) => {
      if (endpoint === 'login/before') return Promise.resolve(before());
      if (endpoint === 'login/account/login') {
        return fail
          ? Promise.reject(new Error('network'))
          : Promise.resolve({ token: 't', userInfo: { id: 1 } });
      }
      return Promise.reject(new Error(endpoint));
    };
    renderLogin();
    fireEvent.change(screen.getByPlaceholderText('请输入账号或手机号'), { target: { value: 'tom2024' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'abc12345' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(toasts).toContain('登录失败'));
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('/mine')).toBeTruthy();
    expect(applyLogin).toHaveBeenCalledWith({ token: 't', userInfo: { id: 1 } });
  });

  it('counts down 获取验证码 after a code is sent and refuses a bad phone inline', async () => {
    api.handler = (endpoint) => {
      if (endpoint === 'login/before') return Promise.resolve(before());
      if (endpoint === 'login/captcha')
        return Promise.resolve({
          type: 'sms',
          sent: true,
          phone: '138****8000',
          expiresIn: 300,
          resendIn: 60,
        });
      return Promise.reject(new Error(endpoint));
    };
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: '手机登录' }));
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(api.calls.some((c) => c.endpoint === 'login/captcha')).toBe(false);
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const counting = await screen.findByRole('button', { name: /^\d+s后重新获取$/ });
    expect((counting as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.find((c) => c.endpoint === 'login/captcha')?.body).toMatchObject({
      type: 'sms',
      phone: '13800138000',
      purpose: 'login',
    });
    expect(toasts).toContain('验证码已发送至 138****8000');
  });
});
