import { App, Button, Card, Input, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { admin, type Page, when } from '../api.ts';
import { t } from '../i18n.ts';

interface Post {
  id: number;
  author: { id: number; nickname: string };
  text: string;
  images: string[];
  circleName: string;
  createdAt: number;
}

/** The review queue: approve or reject posts waiting for review. User text renders as text. */
export default function Moderation() {
  const { message } = App.useApp();
  const [list, setList] = useState<Post[]>([]);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const load = useCallback(async () => {
    setList((await admin<Page<Post>>('POST', '/community/posts/pending', { page: 1, pageSize: 50 })).list);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const review = async (id: number, status: 'published' | 'rejected') => {
    await admin('POST', `/community/posts/${id}/review`, { status, note: notes[id] ?? '' });
    message.success(t.common.saved);
    await load();
  };
  return (
    <Card title={t.moderation.queue} extra={<Button onClick={load}>{t.common.refresh}</Button>}>
      <Table
        rowKey="id"
        size="small"
        dataSource={list}
        pagination={false}
        columns={[
          { title: t.common.id, dataIndex: 'id', width: 70 },
          {
            title: t.moderation.author,
            render: (_v, p) => (
              <span data-testid="post-author">
                {p.author.nickname} ({p.author.id})
              </span>
            ),
            width: 180,
          },
          {
            title: t.moderation.text,
            render: (_v, p) => (
              <div>
                <div data-testid="post-text" style={{ whiteSpace: 'pre-wrap', maxWidth: 520 }}>
                  {p.text}
                </div>
                {p.images.length > 0 ? <Tag>{`图片 ×${p.images.length}`}</Tag> : null}
              </div>
            ),
          },
          { title: t.common.created, dataIndex: 'createdAt', render: when, width: 170 },
          {
            title: t.common.actions,
            width: 280,
            render: (_v, p) => (
              <Space orientation="vertical">
                <Input
                  size="small"
                  placeholder={t.moderation.note}
                  maxLength={200}
                  onChange={(e) => setNotes({ ...notes, [p.id]: e.target.value })}
                />
                <Space>
                  <Button size="small" type="primary" onClick={() => review(p.id, 'published')}>
                    {t.moderation.approve}
                  </Button>
                  <Button size="small" danger onClick={() => review(p.id, 'rejected')}>
                    {t.moderation.reject}
                  </Button>
                </Space>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
