import { Button, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { admin, type Page } from '../api.ts';
import { t } from '../i18n.ts';
import { ConfirmButton, idColumn, ListCard, mmss, useAct, useList } from './shared.tsx';

const td = t.danmaku;
type Status = keyof typeof td.statuses;
type Hidden = '' | 'reports' | 'operator';

interface AdminDanmaku {
  id: number;
  videoId: number;
  userId: number;
  /** Seconds into the video. */
  time: number;
  text: string;
  hidden: Hidden;
  reports: number;
}

/** Danmaku by status (the most reported first): hide, show again (clearing the reports), delete. */
export function DanmakuReports() {
  const [status, setStatus] = useState<Status>('reported');
  const list = useList(
    async () => (await admin<Page<AdminDanmaku>>('GET', `/danmaku?status=${status}&pageSize=50`)).list,
    status,
  );
  const run = useAct(list.reload);
  return (
    <ListCard
      rowKey="id"
      source={list}
      title={
        <Select
          value={status}
          onChange={setStatus}
          style={{ width: 140 }}
          options={(Object.keys(td.statuses) as Status[]).map((s) => ({ value: s, label: td.statuses[s] }))}
        />
      }
      columns={[
        idColumn(70),
        { title: td.video, dataIndex: 'videoId', width: 80 },
        { title: td.user, dataIndex: 'userId', width: 80 },
        { title: td.at, width: 70, render: (_v, d) => mmss(Math.floor(d.time)) },
        // Text as text: React escapes it (a viewer wrote it).
        { title: td.text, render: (_v, d) => <span data-testid="danmaku-text">{d.text}</span> },
        { title: td.reports, dataIndex: 'reports', width: 70 },
        {
          title: t.common.status,
          width: 110,
          render: (_v, d) =>
            d.hidden ? <Tag color="orange">{td.hidden[d.hidden]}</Tag> : <Tag>{td.visible}</Tag>,
        },
        {
          title: t.common.actions,
          width: 200,
          render: (_v, d) => (
            <Space>
              {d.hidden ? (
                <Button
                  size="small"
                  onClick={() => run(() => admin('POST', `/danmaku/${d.id}/hide`, { hidden: false }))}
                >
                  {td.show}
                </Button>
              ) : (
                <Button
                  size="small"
                  onClick={() => run(() => admin('POST', `/danmaku/${d.id}/hide`, { hidden: true }))}
                >
                  {td.hide}
                </Button>
              )}
              <ConfirmButton
                label={td.remove}
                onConfirm={() => run(() => admin('DELETE', `/danmaku/${d.id}`))}
              />
            </Space>
          ),
        },
      ]}
    />
  );
}
