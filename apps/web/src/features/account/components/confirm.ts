// Asking before a step that cannot be taken back (log out, reset the credential): the question,
// the step's own name on the confirming button, and 取消.
import Dialog from 'antd-mobile/es/components/dialog';
import { installAntdMobileRender } from '@/lib/antd-render';
import { tAccount } from '../i18n';

export function confirmStep(content: string, confirmText: string): Promise<boolean> {
  installAntdMobileRender();
  return Dialog.confirm({ content, confirmText, cancelText: tAccount('cancel') });
}
