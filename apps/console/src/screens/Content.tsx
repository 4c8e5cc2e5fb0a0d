import { THEMES } from '@lld/protocol/themes';
import { App, Button, Card, Form, Input, Radio, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import { SubmitButton } from './fields.tsx';

/** Theme (all ten, previewed with their colours) and announcements. */
export default function Content() {
  const { message } = App.useApp();
  const [theme, setTheme] = useState<number | null>(null);
  useEffect(() => {
    void admin<{ value: number | null }>('GET', '/settings/theme').then((r) => setTheme(r.value ?? 1));
  }, []);
  const saveTheme = async () => {
    try {
      await admin('PUT', '/settings/theme', { value: theme });
      message.success(t.common.saved);
    } catch (e) {
      message.error(`${t.common.failed}: ${e instanceof Error ? e.message : ''}`);
    }
  };
  const publish = async (v: { title: string; content: string }) => {
    await admin('POST', '/announcements', { title: v.title, content: v.content });
    message.success(t.content.published);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <Card
        title={t.content.theme}
        extra={
          <Button type="primary" onClick={saveTheme} data-testid="save-theme">
            {t.common.save}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t.content.themeHint}</Typography.Paragraph>
        <Radio.Group value={theme} onChange={(e) => setTheme(e.target.value as number)}>
          <Space wrap>
            {THEMES.map((th) => (
              <Radio.Button
                key={th.value}
                value={th.value}
                style={{ height: 'auto', padding: 8 }}
                data-testid={`theme-${th.value}`}
              >
                <div style={{ width: 96 }}>
                  <div style={{ display: 'flex', height: 40, borderRadius: 4, overflow: 'hidden' }}>
                    <span style={{ flex: 1, background: th.colors.noticeBarBGC }} />
                    <span style={{ flex: 1, background: th.colors.fotActiveColor }} />
                    <span style={{ flex: 1, background: th.colors.tabActiveTextColor }} />
                    <span
                      style={{
                        flex: 1,
                        background: `linear-gradient(${th.colors.linearColor1}, ${th.colors.linearColor2})`,
                      }}
                    />
                  </div>
                  <div style={{ textAlign: 'center' }}>{`${th.value}. ${th.label}`}</div>
                </div>
              </Radio.Button>
            ))}
          </Space>
        </Radio.Group>
      </Card>
      <Card title={t.content.announcement}>
        <Form layout="vertical" onFinish={publish} style={{ maxWidth: 560 }}>
          <Form.Item name="title" label={t.content.annTitle} rules={[{ required: true, max: 60 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="content" label={t.content.annContent} rules={[{ required: true }]}>
            <Input.TextArea rows={4} />
          </Form.Item>
          <SubmitButton label={t.content.publish} />
        </Form>
      </Card>
    </Space>
  );
}
