import { Button, Card, Input, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { admin, type Page, when } from '../api.ts';
import { t } from '../i18n.ts';

interface Entry {
  id: number;
  at: number;
  actorKind: string;
  actorName: string;
  role: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  resultCode: number;
  ip: string;
}

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The audit log, filtered by operator and by action or path. */
export default function Audit() {
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<Entry>>({ list: [], hasMore: false });
  const load = useCallback(async () => {
    const q = new URLSearchParams({ page: String(page), pageSize: '30' });
    if (actor) q.set('actor', actor);
    if (action) q.set('action', action);
    setData(await admin<Page<Entry>>('GET', `/audit?${q}`));
  }, [actor, action, page]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <Card>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder={t.audit.actor}
          allowClear
          onSearch={(v) => {
            setPage(1);
            setActor(v);
          }}
        />
        <Input.Search
          placeholder={`${t.audit.action} / ${t.audit.target}`}
          allowClear
          onSearch={(v) => {
            setPage(1);
            setAction(v);
          }}
        />
        <Button onClick={load}>{t.common.refresh}</Button>
      </Space>
      <Table
        rowKey="id"
        size="small"
        dataSource={data.list}
        pagination={false}
        columns={[
          { title: t.audit.at, dataIndex: 'at', render: when, width: 170 },
          {
            title: t.audit.actor,
            render: (_v, e) => (
              <span>
                {e.actorName} <Tag>{e.role || e.actorKind}</Tag>
              </span>
            ),
            width: 180,
          },
          { title: t.audit.action, dataIndex: 'action' },
          { title: t.audit.target, dataIndex: 'target' },
          {
            title: t.audit.before,
            dataIndex: 'before',
            render: (v) => <code style={{ fontSize: 11 }}>{json(v)}</code>,
          },
          {
            title: t.audit.after,
            dataIndex: 'after',
            render: (v) => <code style={{ fontSize: 11 }}>{json(v)}</code>,
          },
          {
            title: t.audit.code,
            dataIndex: 'resultCode',
            width: 70,
            render: (c: number) => <Tag color={c === 200 ? 'green' : 'red'}>{c}</Tag>,
          },
          { title: t.audit.ip, dataIndex: 'ip', width: 120 },
        ]}
      />
      <Space style={{ marginTop: 12 }}>
        <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
          上一页
        </Button>
        <span>{page}</span>
        <Button disabled={!data.hasMore} onClick={() => setPage(page + 1)}>
          下一页
        </Button>
      </Space>
    </Card>
  );
}
