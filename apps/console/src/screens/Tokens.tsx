import { OPERATOR_ROLES } from '@lld/protocol/console';
import { Alert, Card, Form, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { admin, when } from '../api.ts';
import { t } from '../i18n.ts';
import { SubmitButton } from './fields.tsx';
import { ConfirmButton, createdColumn, ListTable, useList } from './shared.tsx';

interface Token {
  id: number;
  name: string;
  role: string;
  prefix: string;
  createdBy: string;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

/** Scoped API tokens for automation (sent as x-admin-key): create, revoke. */
export default function Tokens() {
  const tokens = useList(async () => (await admin<{ list: Token[] }>('GET', '/tokens')).list);
  const [shown, setShown] = useState<string | null>(null);
  const create = async (v: { name: string; role: string }) => {
    const r = await admin<{ token: string }>('POST', '/tokens', v);
    setShown(r.token);
    await tokens.reload();
  };
  return (
    <Card>
      <Form
        layout="inline"
        onFinish={create}
        initialValues={{ role: 'finance' }}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="name" label={t.tokens.name} rules={[{ required: true, max: 60 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="role" label={t.tokens.role}>
          <Select
            style={{ width: 140 }}
            options={OPERATOR_ROLES.map((r) => ({ value: r, label: t.roles[r] }))}
          />
        </Form.Item>
        <SubmitButton label={t.tokens.create} />
      </Form>
      {shown ? (
        <Alert
          type="warning"
          style={{ marginBottom: 16 }}
          title={t.tokens.shown}
          description={
            <Typography.Text code copyable>
              {shown}
            </Typography.Text>
          }
          closable={{ onClose: () => setShown(null) }}
        />
      ) : null}
      <ListTable
        rowKey="id"
        source={tokens}
        columns={[
          { title: t.tokens.name, dataIndex: 'name' },
          { title: t.tokens.role, dataIndex: 'role', render: (r: keyof typeof t.roles) => t.roles[r] ?? r },
          { title: t.tokens.prefix, dataIndex: 'prefix', render: (p: string) => <code>{p}…</code> },
          { title: '创建人', dataIndex: 'createdBy' },
          createdColumn(),
          { title: t.tokens.lastUsed, dataIndex: 'lastUsedAt', render: when },
          {
            title: t.common.actions,
            render: (_v, tok) =>
              tok.revokedAt ? (
                <Tag>{t.tokens.revoked}</Tag>
              ) : (
                <ConfirmButton
                  label={t.tokens.revoke}
                  onConfirm={async () => {
                    await admin('DELETE', `/tokens/${tok.id}`);
                    await tokens.reload();
                  }}
                />
              ),
          },
        ]}
      />
    </Card>
  );
}
