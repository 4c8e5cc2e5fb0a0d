import { Button, Input, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { admin, type Page } from '../api.ts';
import { t } from '../i18n.ts';
import { DanmakuReports } from './DanmakuReports.tsx';
import { ConfirmButton, createdColumn, idColumn, ListCard, NamedList, useAct, useList } from './shared.tsx';

const tm = t.moderation;

interface Reported {
  targetKind: 'post' | 'comment';
  targetId: number;
  reports: number;
  reasons: string[];
  lastAt: number;
  text: string;
  postStatus: string | null;
  authorId: number;
  authorName: string;
  commentOnKind: string | null;
  commentOnId: number | null;
}
interface CommentRow {
  id: number;
  targetKind: string;
  targetId: number;
  text: string;
  authorId: number;
  authorName: string;
  createdAt: number;
  reports: number;
}
interface Circle {
  id: number;
  name: string;
  description: string;
  sort: number;
  postCount: number;
}

/** Who wrote it; user text is React text, never markup. */
const Author = ({ id, name }: { id: number; name: string }) => (
  <span data-testid="author">
    {name} ({id})
  </span>
);

/** What a reported item or a comment says and who wrote it; user text renders as text. */
const writtenColumns = (testId: string) => [
  {
    title: tm.text,
    render: (_v: unknown, r: { text: string }) => (
      <div data-testid={testId} style={{ whiteSpace: 'pre-wrap', maxWidth: 480 }}>
        {r.text}
      </div>
    ),
  },
  {
    title: tm.author,
    width: 160,
    render: (_v: unknown, r: { authorId: number; authorName: string }) => (
      <Author id={r.authorId} name={r.authorName} />
    ),
  },
  { title: tm.reportCount, dataIndex: 'reports', width: 70 },
];

/** Ban the author (every device) after a confirmation. */
function BanAuthor({ id, after }: { id: number; after?: () => unknown }) {
  const act = useAct(after);
  return (
    <ConfirmButton
      label={tm.banAuthor}
      onConfirm={() => act(() => admin('POST', `/users/${id}/ban`, { reason: 'moderation' }))}
    />
  );
}

function Reports() {
  const reports = useList(
    async () => (await admin<Page<Reported>>('GET', '/community/reports?pageSize=50')).list,
  );
  const run = useAct(reports.reload);
  return (
    <ListCard
      rowKey={(r) => `${r.targetKind}-${r.targetId}`}
      source={reports}
      columns={[
        { title: tm.kind, width: 80, render: (_v, r) => <Tag>{tm.kinds[r.targetKind]}</Tag> },
        { title: t.common.id, dataIndex: 'targetId', width: 80 },
        ...writtenColumns('report-text'),
        { title: tm.reasons, width: 160, render: (_v, r) => r.reasons.join('；') },
        {
          title: t.common.actions,
          width: 300,
          render: (_v, r) => (
            <Space wrap>
              <Button
                size="small"
                onClick={() =>
                  run(() =>
                    admin('POST', '/community/reports/dismiss', {
                      targetKind: r.targetKind,
                      id: r.targetId,
                    }),
                  )
                }
              >
                {tm.dismiss}
              </Button>
              {r.targetKind === 'post' && r.postStatus !== 'rejected' ? (
                <Button
                  size="small"
                  onClick={() =>
                    run(() =>
                      admin('POST', `/community/posts/${r.targetId}/review`, {
                        status: 'rejected',
                        note: tm.hide,
                      }),
                    )
                  }
                >
                  {tm.hide}
                </Button>
              ) : null}
              <ConfirmButton
                label={tm.remove}
                onConfirm={() => run(() => admin('DELETE', `/community/${r.targetKind}s/${r.targetId}`))}
              />
              <BanAuthor id={r.authorId} />
            </Space>
          ),
        },
      ]}
    />
  );
}

function Comments() {
  const comments = useList(
    async () => (await admin<Page<CommentRow>>('GET', '/community/comments?pageSize=50')).list,
  );
  const act = useAct(comments.reload);
  return (
    <ListCard
      rowKey="id"
      source={comments}
      columns={[
        idColumn(70),
        {
          title: tm.on,
          width: 110,
          render: (_v, c) => `${tm.kinds[c.targetKind] ?? c.targetKind} #${c.targetId}`,
        },
        ...writtenColumns('comment-text'),
        createdColumn(160),
        {
          title: t.common.actions,
          width: 190,
          render: (_v, c) => (
            <Space>
              <ConfirmButton
                label={tm.remove}
                onConfirm={() => act(() => admin('DELETE', `/community/comments/${c.id}`))}
              />
              <BanAuthor id={c.authorId} />
            </Space>
          ),
        },
      ]}
    />
  );
}

function Circles() {
  const circles = useList(async () => (await admin<{ list: Circle[] }>('GET', '/community/circles')).list);
  return (
    <NamedList<Circle>
      list={circles.list}
      loading={circles.loading}
      defaults={{ sort: 0 }}
      columns={[
        { title: tm.name, render: (c) => c.name },
        { title: tm.description, render: (c) => c.description },
        { title: tm.sort, render: (c) => c.sort },
        { title: tm.posts, render: (c) => c.postCount },
      ]}
      nameField={{ key: 'name', label: tm.name, max: 40 }}
      path="/community/circles"
      reload={circles.reload}
    />
  );
}

/** Community: the review queue, reported items, newest comments, circles. */
export default function Moderation() {
  return (
    <Tabs
      items={[
        { key: 'queue', label: tm.queue, children: <Queue /> },
        { key: 'reports', label: tm.reports, children: <Reports /> },
        { key: 'comments', label: tm.comments, children: <Comments /> },
        { key: 'danmaku', label: tm.danmaku, children: <DanmakuReports /> },
        { key: 'circles', label: tm.circles, children: <Circles /> },
      ]}
    />
  );
}

interface Post {
  id: number;
  author: { id: number; nickname: string };
  text: string;
  images: string[];
  circleName: string;
  createdAt: number;
}

/** The review queue: approve or reject posts waiting for review. User text renders as text. */
function Queue() {
  const queue = useList(
    async () => (await admin<Page<Post>>('POST', '/community/posts/pending', { page: 1, pageSize: 50 })).list,
  );
  const [notes, setNotes] = useState<Record<number, string>>({});
  const act = useAct(queue.reload);
  const review = (id: number, status: 'published' | 'rejected') =>
    act(() => admin('POST', `/community/posts/${id}/review`, { status, note: notes[id] ?? '' }));
  return (
    <ListCard
      title={t.moderation.queue}
      size="default"
      rowKey="id"
      source={queue}
      columns={[
        idColumn(70),
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
        createdColumn(170),
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
                <BanAuthor id={p.author.id} after={queue.reload} />
              </Space>
            </Space>
          ),
        },
      ]}
    />
  );
}
