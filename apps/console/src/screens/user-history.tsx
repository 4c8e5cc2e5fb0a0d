import { Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { admin, type Page, when } from '../api.ts';
import { t } from '../i18n.ts';
import { TextField } from './fields.tsx';
import { FormModal, useAct, useList } from './shared.tsx';

// The user screen's history (issue 17): the user's ledger and VIP grants, and revoking VIP.

const tu = t.users;

interface LedgerLine {
  id: number;
  currency: 'gold' | 'diamond';
  amount: number;
  reason: string;
  title: string;
  createdAt: number;
}

interface VipGrant {
  id: number;
  tier: string;
  cardName: string;
  days: number;
  source: string;
  startsAt: number;
  expiresAt: number;
  active: boolean;
  createdAt: number;
}

/** Gold in hundredths, diamonds in tenths, signed. */
const amountOf = (l: LedgerLine) => {
  const v = l.currency === 'gold' ? (l.amount / 100).toFixed(2) : (l.amount / 10).toFixed(1);
  return `${l.amount > 0 ? '+' : ''}${v} ${tu.currencies[l.currency]}`;
};

/** The user's ledger lines, newest first (50). */
export function UserLedger({ id, stamp }: { id: number; stamp: number }) {
  const lines = useList(
    async () => (await admin<Page<LedgerLine>>('GET', `/users/${id}/ledger?pageSize=50`)).list,
    `${id}|${stamp}`,
  );
  return (
    <Table
      size="small"
      rowKey="id"
      title={() => tu.ledger}
      pagination={false}
      loading={lines.loading}
      dataSource={lines.list}
      data-testid="user-ledger"
      columns={[
        { title: t.common.created, dataIndex: 'createdAt', render: when, width: 170 },
        {
          title: tu.change,
          width: 130,
          render: (_x, l) => (
            <span style={{ color: l.amount > 0 ? '#389e0d' : '#cf1322' }}>{amountOf(l)}</span>
          ),
        },
        { title: tu.entry, render: (_x, l) => l.title || l.reason },
      ]}
    />
  );
}

/** The user's VIP grants, newest first, and 撤销 for each tier still running (with a reason). */
export function UserVip({ id, stamp, onChanged }: { id: number; stamp: number; onChanged: () => void }) {
  const grants = useList(
    async () => (await admin<Page<VipGrant>>('GET', `/users/${id}/vip?pageSize=50`)).list,
    `${id}|${stamp}`,
  );
  const act = useAct(onChanged);
  const [revoking, setRevoking] = useState<string | null>(null);
  const running = [...new Set(grants.list.filter((g) => g.active).map((g) => g.tier))];
  return (
    <Card
      size="small"
      title={tu.vipHistory}
      extra={
        <Space>
          {running.map((tier) => (
            <Button
              key={tier}
              size="small"
              danger
              data-testid={`revoke-vip-${tier}`}
              onClick={() => setRevoking(tier)}
            >
              {tu.revokeVipOf(tu.tiers[tier] ?? tier)}
            </Button>
          ))}
        </Space>
      }
    >
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        loading={grants.loading}
        dataSource={grants.list}
        data-testid="user-vip"
        columns={[
          { title: tu.tier, render: (_x, g) => `${tu.tiers[g.tier] ?? g.tier} · ${g.cardName}` },
          { title: tu.days, dataIndex: 'days', width: 60 },
          { title: tu.source, width: 90, render: (_x, g) => tu.sources[g.source] ?? g.source },
          { title: tu.period, render: (_x, g) => `${when(g.startsAt)} – ${when(g.expiresAt)}` },
          {
            title: t.common.status,
            width: 80,
            render: (_x, g) => (
              <Tag color={g.active ? 'green' : 'default'}>{g.active ? tu.running : tu.ended}</Tag>
            ),
          },
        ]}
      />
      <FormModal
        open={revoking !== null}
        title={revoking ? tu.revokeVipOf(tu.tiers[revoking] ?? revoking) : ''}
        onClose={() => setRevoking(null)}
        onFinish={async ({ reason }: { reason: string }) => {
          const ok = await act(
            () => admin('POST', '/vip/revoke', { userId: id, tier: revoking, reason }),
            tu.vipRevoked,
          );
          if (ok) setRevoking(null);
        }}
      >
        <TextField name="reason" label={tu.revokeReason} max={200} />
      </FormModal>
    </Card>
  );
}
