import { Alert, Button, Card, Select, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { admin, type Page } from '../api.ts';
import { t } from '../i18n.ts';
import {
  CardTabs,
  ConfirmButton,
  createdColumn,
  ItemTable,
  ListTable,
  orderCols,
  orderColumns,
  useAct,
  useList,
} from './shared.tsx';

interface Order {
  orderNo: string;
  userId: number;
  title: string;
  kind: string;
  amountFen: number;
  status: string;
  gateway: string;
  tradeNo: string;
  payType: string;
  createdAt: number;
  paidAt: number;
}
interface LedgerAudit {
  ok: boolean;
  postings: number;
  lines: number;
  unbalancedPostings: number;
  mismatches: Array<{ userId: number }>;
}
interface Notification {
  id: number;
  gateway: string;
  orderNo: string;
  outcome: string;
  createdAt: number;
}

const STATUS_COLOUR: Record<string, string> = {
  credited: 'green',
  paid: 'orange',
  refunded: 'red',
  expired: 'default',
  created: 'blue',
};

function Orders() {
  const [status, setStatus] = useState<string | undefined>();
  const orders = useList(async () => {
    const q = status ? `&status=${status}` : '';
    return (await admin<Page<Order>>('GET', `/orders?pageSize=100${q}`)).list;
  }, status ?? '');
  const act = useAct(orders.reload);
  const refund = (orderNo: string) =>
    act(() => admin('POST', `/orders/${encodeURIComponent(orderNo)}/refund`, {}), t.money.refunded);
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder={t.common.status}
          style={{ width: 160 }}
          value={status}
          onChange={setStatus}
          options={['created', 'paid', 'credited', 'expired', 'refunded'].map((v) => ({
            value: v,
            label: v,
          }))}
        />
        <Button onClick={orders.reload}>{t.common.refresh}</Button>
      </Space>
      <ListTable
        rowKey="orderNo"
        source={orders}
        columns={[
          ...orderCols('orderNo', 'user', 'title', 'amount'),
          { title: t.money.gateway, render: (_v, o) => `${o.gateway} / ${o.payType} ${o.tradeNo}` },
          { ...orderColumns.status, render: (s: string) => <Tag color={STATUS_COLOUR[s]}>{s}</Tag> },
          orderColumns.paidAt,
          {
            title: t.common.actions,
            render: (_v, o) =>
              o.status === 'credited' ? (
                <ConfirmButton
                  label={t.money.refund}
                  confirm={t.money.refundConfirm}
                  testId={`refund-${o.orderNo}`}
                  onConfirm={() => refund(o.orderNo)}
                />
              ) : null,
          },
        ]}
      />
    </>
  );
}

interface Reconciled {
  orderNo: string;
  userId: number;
  kind: string;
  status: string;
  amount: number;
  amountFen: number;
  paidAt: number | null;
  credited: number;
  refunded: number;
  grants: number;
  mismatch: string | null;
}

function Reconcile() {
  const [audit, setAudit] = useState<LedgerAudit | null>(null);
  const [orders, setOrders] = useState<Reconciled[]>([]);
  const load = useCallback(async () => {
    setAudit(await admin<LedgerAudit>('GET', '/wallet/audit'));
    setOrders((await admin<Page<Reconciled>>('GET', '/orders/reconcile?pageSize=100')).list);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  if (!audit) return <Card loading />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type={audit.ok ? 'success' : 'error'}
        title={
          audit.ok
            ? t.money.reconcileOk
            : `${t.money.reconcileBad}: ${audit.unbalancedPostings} / ${audit.mismatches.length}`
        }
        description={`postings ${audit.postings}, lines ${audit.lines}`}
      />
      <Table
        rowKey="orderNo"
        size="small"
        title={() => t.money.perOrder}
        dataSource={orders}
        columns={[
          ...orderCols('orderNo', 'user', 'amount', 'status'),
          {
            title: t.money.credited,
            render: (_v, o) => (o.kind === 'vip' ? `VIP ×${o.grants}` : o.credited / 100),
          },
          { title: t.money.refundDebit, render: (_v, o) => o.refunded / 100 },
          orderColumns.paidAt,
          {
            title: t.money.check,
            render: (_v, o) =>
              o.mismatch ? (
                <Tag color="red" data-testid="mismatch">
                  {`${t.money.reconcileBad}: ${o.mismatch}`}
                </Tag>
              ) : (
                <Tag color="green">OK</Tag>
              ),
          },
        ]}
      />
    </Space>
  );
}

function Notifications() {
  const notifications = useList(
    async () => (await admin<Page<Notification>>('GET', '/payments/notifications?pageSize=100')).list,
  );
  return (
    <ItemTable
      paged
      source={notifications}
      columns={[
        { title: t.money.gateway, dataIndex: 'gateway' },
        orderColumns.orderNo,
        { title: t.common.status, dataIndex: 'outcome' },
        createdColumn(),
      ]}
    />
  );
}

/** Orders with refunds, reconciliation, gateway notifications. */
export default function Money() {
  return (
    <CardTabs
      tabs={{
        orders: [t.money.orders, Orders],
        reconcile: [t.money.reconcile, Reconcile],
        notifications: [t.money.notifications, Notifications],
      }}
    />
  );
}
