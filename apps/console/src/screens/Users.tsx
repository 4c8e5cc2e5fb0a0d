import {
  Button,
  Card,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { admin, type Page, when } from '../api.ts';
import { t } from '../i18n.ts';
import { ConfirmButton, createdColumn, idColumn, orderCols, useAct } from './shared.tsx';
import { UserLedger, UserVip } from './user-history.tsx';

interface Found {
  id: number;
  nickname: string;
  isGuest: boolean;
  gold: number;
  diamond: number;
  phone: string;
  createdAt: number;
}
interface Detail {
  user: {
    id: number;
    nickname: string;
    gold: number;
    diamond: number;
    vipType?: number;
    vipExpiredAt?: number;
  } & Record<string, unknown>;
  devices: Array<{ devID: string; createdAt: number; lastSeenAt: number; banned: boolean }>;
  activeTokens: number;
  createdAt: number;
}
interface Order {
  orderNo: string;
  title: string;
  amountFen: number;
  status: string;
  createdAt: number;
}

function UserDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const [d, setD] = useState<Detail | null>(null);
  const [orders, setOrders] = useState<Order[]>([]);
  // Bumped after every action: the ledger and VIP history load again.
  const [stamp, setStamp] = useState(0);
  const load = async () => {
    setD(await admin<Detail>('GET', `/users/${id}`));
    setOrders((await admin<Page<Order>>('GET', `/orders?userId=${id}&pageSize=20`)).list);
  };
  if (!d) void load();
  const reload = async () => {
    await load();
    setStamp(Date.now());
  };
  const act = useAct(reload);
  return (
    <Drawer open width={720} title={t.users.detail} onClose={onClose}>
      {d ? (
        <Space orientation="vertical" style={{ width: '100%' }} size="large">
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t.common.id}>{d.user.id}</Descriptions.Item>
            <Descriptions.Item label={t.users.nickname}>{d.user.nickname}</Descriptions.Item>
            <Descriptions.Item label={t.users.gold}>{(d.user.gold / 100).toFixed(2)}</Descriptions.Item>
            <Descriptions.Item label={t.users.diamond}>{(d.user.diamond / 10).toFixed(1)}</Descriptions.Item>
            <Descriptions.Item label={t.users.activeTokens}>{d.activeTokens}</Descriptions.Item>
            <Descriptions.Item label={t.common.created}>{when(d.createdAt)}</Descriptions.Item>
          </Descriptions>
          <Card size="small" title={t.users.grantVip}>
            <Form
              layout="inline"
              onFinish={(v: { tier: string; days: number }) =>
                act(() => admin('POST', '/vip/grant', { userId: id, ...v }))
              }
              initialValues={{ tier: 'normal', days: 30 }}
            >
              <Form.Item name="tier" label={t.users.tier}>
                <Select
                  style={{ width: 120 }}
                  options={['normal', 'supreme', 'dark', 'live'].map((v) => ({ value: v, label: v }))}
                />
              </Form.Item>
              <Form.Item name="days" label={t.users.days}>
                <InputNumber min={1} max={3650} />
              </Form.Item>
              <Button htmlType="submit">{t.users.grantVip}</Button>
            </Form>
          </Card>
          <Card size="small" title={t.users.grantGold}>
            <Form
              layout="inline"
              onFinish={(v: { amount: number; memo: string }) =>
                act(() =>
                  admin('POST', '/wallet/grant', {
                    userId: id,
                    currency: 'gold',
                    amount: Math.round(v.amount * 100),
                    memo: v.memo,
                  }),
                )
              }
            >
              <Form.Item name="amount" label={t.users.amount} rules={[{ required: true }]}>
                <InputNumber />
              </Form.Item>
              <Form.Item name="memo" label={t.common.reason} rules={[{ required: true }]}>
                <Input maxLength={100} />
              </Form.Item>
              <Button htmlType="submit">{t.users.grantGold}</Button>
            </Form>
          </Card>
          <Popconfirm
            title={t.common.confirm}
            onConfirm={() => act(() => admin('POST', `/users/${id}/sessions/revoke`, {}))}
          >
            <Button danger>{t.users.revoke}</Button>
          </Popconfirm>
          <Space>
            <Popconfirm
              title={t.common.confirm}
              onConfirm={() => act(() => admin('POST', `/users/${id}/ban`, { reason: 'console' }))}
            >
              <Button danger type="primary" data-testid="ban-user">
                {t.users.banUser}
              </Button>
            </Popconfirm>
            <Button onClick={() => act(() => admin('POST', `/users/${id}/unban`, {}))}>
              {t.users.unbanUser}
            </Button>
          </Space>
          <Table
            size="small"
            rowKey="devID"
            title={() => t.users.devices}
            pagination={false}
            dataSource={d.devices}
            columns={[
              { title: 'devID', dataIndex: 'devID' },
              { title: '最近活跃', dataIndex: 'lastSeenAt', render: when },
              {
                title: t.common.actions,
                render: (_v, row) =>
                  row.banned ? (
                    <Button
                      size="small"
                      onClick={() => act(() => admin('POST', '/devices/unban', { devID: row.devID }))}
                    >
                      {t.users.unban}
                    </Button>
                  ) : (
                    <ConfirmButton
                      label={t.users.ban}
                      onConfirm={() =>
                        act(() => admin('POST', '/devices/ban', { devID: row.devID, reason: 'console' }))
                      }
                    />
                  ),
              },
            ]}
          />
          <UserVip id={id} stamp={stamp} onChanged={reload} />
          <UserLedger id={id} stamp={stamp} />
          <Table
            size="small"
            rowKey="orderNo"
            title={() => t.users.orders}
            pagination={false}
            dataSource={orders}
            columns={[...orderCols('orderNo', 'title', 'amount', 'status'), createdColumn()]}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}

/** Find a user by id, nickname or phone; open one for details and actions. */
export default function Users() {
  const [list, setList] = useState<Found[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const search = async (q: string) => {
    if (!q.trim()) return;
    setList((await admin<{ list: Found[] }>('GET', `/users?q=${encodeURIComponent(q.trim())}`)).list);
  };
  return (
    <Card>
      <Input.Search
        placeholder={t.users.placeholder}
        enterButton={t.common.search}
        onSearch={search}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      <Table
        rowKey="id"
        size="small"
        dataSource={list}
        onRow={(row) => ({ onClick: () => setOpen(row.id), style: { cursor: 'pointer' } })}
        columns={[
          idColumn(100),
          {
            title: t.users.nickname,
            dataIndex: 'nickname',
            render: (v: string, r) => (
              <span data-testid="user-nickname">
                {v}
                {r.isGuest ? <Tag style={{ marginLeft: 8 }}>{t.users.guest}</Tag> : null}
              </span>
            ),
          },
          { title: t.users.phone, dataIndex: 'phone' },
          { title: t.users.gold, dataIndex: 'gold', render: (v: number) => (v / 100).toFixed(2) },
          createdColumn(),
        ]}
      />
      {open !== null ? <UserDrawer id={open} onClose={() => setOpen(null)} /> : null}
    </Card>
  );
}
