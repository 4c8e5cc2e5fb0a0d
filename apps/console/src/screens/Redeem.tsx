import { App, Button, Card, Form, Input, InputNumber, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import { SubmitButton } from './fields.tsx';
import { createdColumn, ItemTable, useList } from './shared.tsx';

interface Batch {
  id: number;
  name: string;
  codeCount: number;
  used: number;
  enabled: boolean;
  createdAt: number;
}

/** A CSV file of codes, downloaded in the browser. */
function downloadCsv(name: string, codes: string[]): void {
  const csv = `code\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Redeem code batches: generate, see codes, export CSV, disable. */
export default function Redeem() {
  const { message } = App.useApp();
  const batches = useList(() => admin<Batch[]>('GET', '/redeem/batches'));
  const [created, setCreated] = useState<{ name: string; codes: string[] } | null>(null);
  const create = async (v: { name: string; count: number; gold?: number; vipDays?: number }) => {
    const rewards: unknown[] = [];
    if (v.gold) rewards.push({ type: 'gold', amount: Math.round(v.gold * 100) });
    if (v.vipDays) rewards.push({ type: 'vip', tier: 'normal', days: v.vipDays });
    if (rewards.length === 0) {
      message.error(`${t.redeem.rewardGold} / ${t.redeem.rewardVipDays}`);
      return;
    }
    const r = await admin<{ codes: string[] }>('POST', '/redeem/batches', {
      name: v.name,
      count: v.count,
      rewards,
    });
    setCreated({ name: v.name, codes: r.codes });
    await batches.reload();
  };
  const exportBatch = async (b: Batch) => {
    const r = await admin<{ codes: Array<{ code: string } | string> }>(
      'GET',
      `/redeem/batches/${b.id}/codes`,
    );
    downloadCsv(
      b.name,
      r.codes.map((c) => (typeof c === 'string' ? c : c.code)),
    );
  };
  const toggle = async (b: Batch) => {
    await admin('PUT', `/redeem/batches/${b.id}`, { enabled: !b.enabled });
    await batches.reload();
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card title={t.redeem.create} size="small">
        <Form layout="inline" onFinish={create} initialValues={{ count: 10 }}>
          <Form.Item name="name" label={t.redeem.name} rules={[{ required: true, max: 60 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="count" label={t.redeem.count} rules={[{ required: true }]}>
            <InputNumber min={1} max={10000} />
          </Form.Item>
          <Form.Item name="gold" label={t.redeem.rewardGold}>
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="vipDays" label={t.redeem.rewardVipDays}>
            <InputNumber min={0} max={3650} />
          </Form.Item>
          <SubmitButton label={t.redeem.create} />
        </Form>
      </Card>
      <Card title={t.redeem.batches} size="small">
        <ItemTable
          paged
          source={batches}
          columns={[
            { title: t.redeem.name, dataIndex: 'name' },
            { title: t.redeem.count, dataIndex: 'codeCount' },
            { title: t.redeem.used, dataIndex: 'used' },
            {
              title: t.common.status,
              dataIndex: 'enabled',
              render: (e: boolean) => (
                <Tag color={e ? 'green' : 'default'}>{e ? t.redeem.enabled : t.redeem.disabled}</Tag>
              ),
            },
            createdColumn(),
            {
              title: t.common.actions,
              render: (_v, b) => (
                <Space>
                  <Button size="small" onClick={() => exportBatch(b)}>
                    {t.redeem.export}
                  </Button>
                  <Button size="small" danger={b.enabled} onClick={() => toggle(b)}>
                    {b.enabled ? t.redeem.disable : t.redeem.enable}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={created !== null}
        title={t.redeem.codes}
        onCancel={() => setCreated(null)}
        footer={
          created ? (
            <Button onClick={() => downloadCsv(created.name, created.codes)}>{t.redeem.export}</Button>
          ) : null
        }
      >
        <pre data-testid="new-codes" style={{ maxHeight: 320, overflow: 'auto' }}>
          {created?.codes.join('\n')}
        </pre>
      </Modal>
    </Space>
  );
}
