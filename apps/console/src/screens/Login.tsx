import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError, call } from '../api.ts';
import { t } from '../i18n.ts';

interface LoginResult {
  needTotp: boolean;
}

/** Password, then (when the account has it) the TOTP code. */
export function LoginScreen({ onDone }: { onDone: () => Promise<void> }) {
  const [needTotp, setNeedTotp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (v: { username: string; password: string; totp?: string }) => {
    setBusy(true);
    setError(null);
    try {
      const r = await call<LoginResult>('POST', '/api/console/login', v);
      if (r.needTotp) setNeedTotp(true);
      else await onDone();
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 0;
      setError(code === 1002 ? t.login.locked : needTotp ? t.login.wrongCode : t.login.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card title={t.login.title} style={{ width: 380 }}>
        {error ? <Alert type="error" title={error} style={{ marginBottom: 16 }} /> : null}
        <Form layout="vertical" onFinish={submit} autoComplete="on">
          <Form.Item name="username" label={t.login.username} rules={[{ required: true }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label={t.login.password} rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {needTotp ? (
            <Form.Item
              name="totp"
              label={t.login.totp}
              extra={t.login.totpHint}
              rules={[{ required: true, len: 6 }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t.login.submit}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
