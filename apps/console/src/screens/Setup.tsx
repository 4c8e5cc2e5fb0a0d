import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../api.ts';
import { t } from '../i18n.ts';

/** First start: the owner account, with the setup code the server printed (or ADMIN_KEY). */
export function SetupScreen({ onDone }: { onDone: () => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (v: { code: string; username: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await call('POST', '/api/console/setup', { code: v.code, username: v.username, password: v.password });
      await call('POST', '/api/console/login', { username: v.username, password: v.password });
      await onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : t.common.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card title={t.setup.title} style={{ width: 440 }}>
        <Typography.Paragraph type="secondary">{t.setup.intro}</Typography.Paragraph>
        {error ? <Alert type="error" title={error} style={{ marginBottom: 16 }} /> : null}
        <Form layout="vertical" onFinish={submit}>
          <Form.Item name="code" label={t.setup.code} rules={[{ required: true }]}>
            <Input.Password autoComplete="off" />
          </Form.Item>
          <Form.Item name="username" label={t.login.username} rules={[{ required: true }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t.login.password}
            extra={t.setup.rule}
            rules={[{ required: true, min: 12 }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t.setup.confirm}
            dependencies={['password']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_r, value) =>
                  value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t.setup.mismatch)),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t.setup.submit}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
