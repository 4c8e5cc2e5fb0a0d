import { Alert, App, Button, Card, Form, Input, QRCode, Space, Typography } from 'antd';
import { useState } from 'react';
import { call, type Operator } from '../api.ts';
import { t } from '../i18n.ts';
import { SubmitButton } from './fields.tsx';

/** The signed-in operator's second factor: enrol TOTP with a QR code or the secret. */
export default function Security({ me }: { me: Operator }) {
  const { message } = App.useApp();
  const [enrol, setEnrol] = useState<{ secret: string; uri: string } | null>(null);
  const [on, setOn] = useState(me.totp);
  const begin = async () => setEnrol(await call('POST', '/api/console/totp/begin', {}));
  const confirm = async (v: { code: string }) => {
    try {
      await call('POST', '/api/console/totp/confirm', v);
      setOn(true);
      setEnrol(null);
      message.success(t.totp.done);
    } catch {
      message.error(t.login.wrongCode);
    }
  };
  return (
    <Card title={t.totp.title} style={{ maxWidth: 560 }}>
      {on ? <Alert type="success" title={t.totp.on} /> : <Alert type="warning" title={t.totp.off} />}
      {!on && !enrol ? (
        <Button type="primary" style={{ marginTop: 16 }} onClick={begin}>
          {t.totp.begin}
        </Button>
      ) : null}
      {enrol ? (
        <Space orientation="vertical" style={{ marginTop: 16 }}>
          <Typography.Text>{t.totp.scan}</Typography.Text>
          <QRCode value={enrol.uri} />
          <Typography.Text>
            {t.totp.secret}:{' '}
            <Typography.Text code copyable data-testid="totp-secret">
              {enrol.secret}
            </Typography.Text>
          </Typography.Text>
          <Form layout="inline" onFinish={confirm}>
            <Form.Item name="code" rules={[{ required: true, len: 6 }]}>
              <Input placeholder={t.login.totp} maxLength={6} inputMode="numeric" />
            </Form.Item>
            <SubmitButton label={t.totp.confirm} />
          </Form>
        </Space>
      ) : null}
    </Card>
  );
}
