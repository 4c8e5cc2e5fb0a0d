import { OPERATOR_ROLES, type OperatorRole } from '@lld/protocol/console';
import { Button, Card, Form, Input, Select, Space, Tag } from 'antd';
import { admin, type Operator, when } from '../api.ts';
import { t } from '../i18n.ts';
import { SubmitButton } from './fields.tsx';
import { ItemTable, useAct, useList } from './shared.tsx';

/** Operator accounts: create, change role, disable, unlock. */
export default function Operators({ me }: { me: Operator }) {
  const operators = useList(async () => (await admin<{ list: Operator[] }>('GET', '/operators')).list);
  const act = useAct(operators.reload);
  const roleOptions = OPERATOR_ROLES.map((r) => ({ value: r, label: t.roles[r] }));
  return (
    <Card>
      <Form
        layout="inline"
        style={{ marginBottom: 16 }}
        initialValues={{ role: 'support' }}
        onFinish={(v: { username: string; password: string; role: OperatorRole }) =>
          act(() => admin('POST', '/operators', v))
        }
      >
        <Form.Item name="username" label={t.operators.username} rules={[{ required: true }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={t.login.password} rules={[{ required: true, min: 12 }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="role" label={t.operators.role}>
          <Select style={{ width: 120 }} options={roleOptions} />
        </Form.Item>
        <SubmitButton label={t.operators.create} />
      </Form>
      <ItemTable
        paged
        idWidth={60}
        source={operators}
        columns={[
          { title: t.operators.username, dataIndex: 'username' },
          {
            title: t.operators.role,
            render: (_v, o) => (
              <Select
                size="small"
                style={{ width: 120 }}
                value={o.role}
                disabled={o.id === me.id}
                options={roleOptions}
                onChange={(role) => act(() => admin('PATCH', `/operators/${o.id}`, { role }))}
              />
            ),
          },
          {
            title: t.operators.totp,
            dataIndex: 'totp',
            render: (v: boolean) => (v ? <Tag color="green">{t.common.yes}</Tag> : <Tag>{t.common.no}</Tag>),
          },
          {
            title: t.common.status,
            render: (_v, o) => (
              <Space>
                {o.disabled ? <Tag>停用</Tag> : <Tag color="green">正常</Tag>}
                {o.locked ? <Tag color="red">{t.operators.locked}</Tag> : null}
              </Space>
            ),
          },
          { title: t.operators.lastLogin, dataIndex: 'lastLoginAt', render: when },
          {
            title: t.common.actions,
            render: (_v, o) => (
              <Space>
                {o.locked ? (
                  <Button
                    size="small"
                    onClick={() => act(() => admin('PATCH', `/operators/${o.id}`, { unlock: true }))}
                  >
                    {t.operators.unlock}
                  </Button>
                ) : null}
                {o.id !== me.id ? (
                  <Button
                    size="small"
                    danger={!o.disabled}
                    onClick={() => act(() => admin('PATCH', `/operators/${o.id}`, { disabled: !o.disabled }))}
                  >
                    {o.disabled ? t.operators.enable : t.operators.disable}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
