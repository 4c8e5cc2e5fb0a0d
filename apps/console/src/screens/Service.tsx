import { App, Button, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { admin, type Page } from '../api.ts';
import { t } from '../i18n.ts';
import { SubmitButton } from './fields.tsx';
import { CardTabs, idColumn, ListTable, useAct, useList } from './shared.tsx';

interface Feedback {
  id: number;
  userId: number;
  kind: string;
  category: string;
  text: string;
  contact: string;
  status: string;
  reply: string;
  createdAt: string;
}
interface Conversation {
  userId: number;
  from: string;
  text: string;
  at: string;
}

function FeedbackInbox() {
  const feedback = useList(async () => (await admin<Page<Feedback>>('GET', '/feedback?pageSize=50')).list);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const act = useAct(feedback.reload);
  const answer = (id: number, status: 'replied' | 'closed') =>
    act(() => admin('POST', `/feedback/${id}/reply`, { reply: drafts[id] ?? '', status }));
  return (
    <ListTable
      rowKey="id"
      source={feedback}
      columns={[
        idColumn(60),
        { title: '用户', dataIndex: 'userId', width: 90 },
        { title: '类别', render: (_v, f) => `${f.kind} / ${f.category}`, width: 140 },
        {
          title: '内容',
          render: (_v, f) => (
            <div data-testid="feedback-text" style={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>
              {f.text}
            </div>
          ),
        },
        { title: '联系方式', dataIndex: 'contact', width: 120 },
        { title: t.common.status, dataIndex: 'status', render: (s: string) => <Tag>{s}</Tag>, width: 90 },
        {
          title: t.service.reply,
          width: 320,
          render: (_v, f) =>
            f.status === 'pending' ? (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Input.TextArea
                  rows={2}
                  placeholder={t.service.replyPlaceholder}
                  onChange={(e) => setDrafts({ ...drafts, [f.id]: e.target.value })}
                />
                <Space>
                  <Button size="small" type="primary" onClick={() => answer(f.id, 'replied')}>
                    {t.service.reply}
                  </Button>
                  <Button size="small" onClick={() => answer(f.id, 'closed')}>
                    {t.service.close}
                  </Button>
                </Space>
              </Space>
            ) : (
              <span style={{ whiteSpace: 'pre-wrap' }}>{f.reply}</span>
            ),
        },
      ]}
    />
  );
}

function Chats() {
  const chats = useList(() => admin<Conversation[]>('GET', '/support/chats'));
  const [open, setOpen] = useState<number | null>(null);
  const [text, setText] = useState('');
  const act = useAct(chats.reload);
  const send = async () => {
    if (open === null || !text.trim()) return;
    await act(async () => {
      await admin('POST', `/support/chats/${open}`, { text });
      setText('');
    }, t.service.sent);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <ListTable
        rowKey="userId"
        source={chats}
        onRow={(r) => ({ onClick: () => setOpen(r.userId), style: { cursor: 'pointer' } })}
        columns={[
          { title: '用户', dataIndex: 'userId', width: 100 },
          {
            title: '最后一条',
            render: (_v, c) => (
              <span>
                {`${c.from}: `}
                {c.text}
              </span>
            ),
          },
          {
            title: '时间',
            dataIndex: 'at',
            render: (s: string) => new Date(s).toLocaleString('zh-CN', { hour12: false }),
          },
        ]}
      />
      {open !== null ? (
        <Space.Compact style={{ width: 560 }}>
          <Input value={text} onChange={(e) => setText(e.target.value)} placeholder={`回复用户 ${open}`} />
          <Button type="primary" onClick={send}>
            {t.service.send}
          </Button>
        </Space.Compact>
      ) : null}
    </Space>
  );
}

function Broadcast() {
  const { message } = App.useApp();
  const send = async (v: {
    audience: 'all' | 'vip' | 'user';
    userId?: number;
    title: string;
    body: string;
  }) => {
    const r = await admin<{ sent: number }>('POST', '/messages/broadcast', {
      audience: v.audience,
      title: v.title,
      body: v.body ?? '',
      ...(v.audience === 'user' ? { userId: Number(v.userId) } : {}),
    });
    message.success(`${t.service.sent}: ${r.sent}`);
  };
  return (
    <Form layout="vertical" style={{ maxWidth: 560 }} onFinish={send} initialValues={{ audience: 'all' }}>
      <Form.Item name="audience" label="对象">
        <Select
          options={[
            { value: 'all', label: '全部用户' },
            { value: 'vip', label: 'VIP 用户' },
            { value: 'user', label: '指定用户' },
          ]}
        />
      </Form.Item>
      <Form.Item name="userId" label="用户 ID">
        <Input />
      </Form.Item>
      <Form.Item name="title" label={t.service.broadcastTitle} rules={[{ required: true, max: 60 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="body" label={t.service.broadcastText}>
        <Input.TextArea rows={4} maxLength={2000} />
      </Form.Item>
      <SubmitButton label={t.service.send} />
    </Form>
  );
}

/** Feedback inbox with replies, customer-service chats, broadcasts. */
export default function Service() {
  return (
    <CardTabs
      tabs={{
        feedback: [t.service.feedback, FeedbackInbox],
        chats: [t.service.chats, Chats],
        broadcast: [t.service.broadcast, Broadcast],
      }}
    />
  );
}
