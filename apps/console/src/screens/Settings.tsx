import { DOMAIN_TYPES } from '@lld/protocol/constants';
import { Button, Card, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import { useAct, useList } from './shared.tsx';

const ts = t.settings;

interface Setting {
  key: string;
  value: unknown;
}

/** Domains (spec §3): one textarea of URLs per domain type. */
function Domains({ value, onSaved }: { value: Record<string, string[]> | null; onSaved: () => void }) {
  const act = useAct();
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(DOMAIN_TYPES.map((k) => [k, (value?.[k] ?? []).join('\n')])),
  );
  const save = () => {
    const domains = Object.fromEntries(
      DOMAIN_TYPES.map((k) => [k, (draft[k] ?? '').split(/\s+/).filter(Boolean)] as const).filter(
        ([, v]) => v.length > 0,
      ),
    );
    return act(() => admin('PUT', '/settings/domains', { value: domains })).then((ok) => ok && onSaved());
  };
  return (
    <Card
      size="small"
      title={ts.domains}
      extra={
        <Button type="primary" onClick={save} data-testid="save-domains">
          {t.common.save}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{ts.domainsHint}</Typography.Paragraph>
      <Space wrap align="start">
        {DOMAIN_TYPES.map((k) => (
          <div key={k} style={{ width: 300 }}>
            <Typography.Text strong>{`${k} · ${ts.domainTypes[k] ?? ''}`}</Typography.Text>
            <Input.TextArea
              rows={3}
              value={draft[k]}
              aria-label={k}
              placeholder="https://…"
              onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
            />
          </div>
        ))}
      </Space>
    </Card>
  );
}

/** One setting as JSON, checked by the server's schema on save (2000 names the bad field). */
function JsonValue({ s, onSaved }: { s: Setting; onSaved: () => void }) {
  const act = useAct();
  const [text, setText] = useState(s.value === null ? '' : JSON.stringify(s.value, null, 1));
  const save = () =>
    act(async () => {
      const value: unknown = JSON.parse(text);
      await admin('PUT', `/settings/${s.key}`, { value });
    }).then((ok) => ok && onSaved());
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.TextArea
        autoSize={{ minRows: 1, maxRows: 8 }}
        value={text}
        placeholder={ts.unset}
        onChange={(e) => setText(e.target.value)}
        style={{ fontFamily: 'monospace' }}
      />
      <Button onClick={save}>{t.common.save}</Button>
    </Space.Compact>
  );
}

/** The operator-editable settings (`/api/admin/settings/*`): domains, then every other key as JSON. */
export default function Settings() {
  const settings = useList(async () => (await admin<{ list: Setting[] }>('GET', '/settings')).list);
  const domains = settings.list.find((s) => s.key === 'domains');
  const others = settings.list.filter((s) => s.key !== 'domains' && s.key !== 'theme');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {domains ? (
        <Domains value={domains.value as Record<string, string[]> | null} onSaved={settings.reload} />
      ) : null}
      <Card size="small" title={ts.others}>
        <Typography.Paragraph type="secondary">{ts.othersHint}</Typography.Paragraph>
        <Table
          rowKey="key"
          size="small"
          loading={settings.loading}
          dataSource={others}
          pagination={false}
          columns={[
            { title: ts.key, dataIndex: 'key', width: 220 },
            {
              title: ts.value,
              render: (_v, s) => <JsonValue key={JSON.stringify(s.value)} s={s} onSaved={settings.reload} />,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
