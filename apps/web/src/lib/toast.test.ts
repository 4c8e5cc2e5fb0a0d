import Toast from 'antd-mobile/es/components/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToast, toast } from './toast';

afterEach(async () => {
  await clearToast();
  vi.restoreAllMocks();
});

describe('toast', () => {
  it('shows the text for the spec 2000 ms', async () => {
    const show = vi.spyOn(Toast, 'show');
    await toast('网络异常');
    expect(show).toHaveBeenCalledWith({ content: '网络异常', duration: 2000 });
    await toast('已复制', { icon: 'success', duration: 0 });
    expect(show).toHaveBeenLastCalledWith({ content: '已复制', duration: 0, icon: 'success' });
  });

  it('renders under React 19 (createRoot installed for antd-mobile)', async () => {
    await toast('加载失败');
    await vi.waitFor(() => expect(document.body.textContent).toContain('加载失败'));
  });
});
