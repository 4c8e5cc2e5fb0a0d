import type { AdminVideo, AdminVideoState } from '@lld/protocol/api/media-admin';
import { Button, Card, Form, Input, Radio, Space, Tabs } from 'antd';
import { useState } from 'react';
import { admin, type Page } from '../api.ts';
import { t } from '../i18n.ts';
import { SwitchField } from './fields.tsx';
import {
  createdColumn,
  ItemTable,
  itemCoverColumn,
  LabelTag,
  MoveButtons,
  mmss,
  NamedList,
  swapped,
  useAct,
  useEditing,
  useList,
} from './shared.tsx';
import { AccessFields, type Collection, type Topic, tv } from './videos/access-fields.tsx';
import { EditDrawer } from './videos/edit-drawer.tsx';
import { UploadCard } from './videos/upload-card.tsx';

const STATE_COLORS: Partial<Record<AdminVideoState, string>> = {
  ready: 'green',
  draft: 'blue',
  hidden: 'default',
  failed: 'red',
};

const gold = (hundredths: number) => (hundredths / 100).toFixed(2);

function VideosTab({ topics, collections }: { topics: Topic[]; collections: Collection[] }) {
  const [q, setQ] = useState('');
  const videos = useList(
    async () =>
      (await admin<Page<AdminVideo>>('GET', `/media/videos?pageSize=50&q=${encodeURIComponent(q)}`)).list,
    q,
  );
  const editing = useEditing<AdminVideo>(videos.reload);
  const act = useAct(videos.reload);
  const setState = (v: AdminVideo, state: 'ready' | 'hidden') =>
    act(() => admin('POST', `/media/videos/${v.id}/state`, { state }));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <UploadCard onDone={videos.reload} />
      <Card
        size="small"
        extra={<Input.Search placeholder={tv.searchPlaceholder} allowClear onSearch={setQ} />}
      >
        <ItemTable
          source={videos}
          idWidth={70}
          columns={[
            itemCoverColumn<AdminVideo>(tv.cover, '/media/videos', { width: 110, imgWidth: 96 }),
            { title: tv.title, render: (_x, v) => <span data-testid="video-title">{v.title}</span> },
            {
              title: t.common.status,
              width: 90,
              render: (_x, v) => <LabelTag value={v.state} labels={tv.states} colors={STATE_COLORS} />,
            },
            {
              title: tv.access,
              width: 110,
              render: (_x, v) => `${tv.accesses[v.access]}${v.access === 'paid' ? ` ${gold(v.price)}` : ''}`,
            },
            { title: tv.tags, render: (_x, v) => v.tags.join('、') },
            { title: tv.actor, dataIndex: 'actor', width: 90 },
            { title: tv.duration, width: 70, render: (_x, v) => mmss(v.duration) },
            { title: tv.views, dataIndex: 'views', width: 70 },
            createdColumn(160),
            {
              title: t.common.actions,
              width: 150,
              render: (_x, v) => (
                <Space>
                  <Button size="small" onClick={() => editing.open(v)}>
                    {tv.edit}
                  </Button>
                  {v.state === 'ready' ? (
                    <Button size="small" danger onClick={() => setState(v, 'hidden')}>
                      {tv.unpublish}
                    </Button>
                  ) : v.state === 'draft' || v.state === 'hidden' ? (
                    <Button size="small" type="primary" onClick={() => setState(v, 'ready')}>
                      {tv.publish}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <EditDrawer
        video={editing.item}
        topics={topics}
        collections={collections}
        onClose={editing.close}
        onSaved={editing.saved}
      />
    </Space>
  );
}

function CollectionsTab({
  list,
  loading,
  reload,
}: {
  list: Collection[];
  loading: boolean;
  reload: () => Promise<void>;
}) {
  return (
    <NamedList<Collection>
      list={list.map((c) => ({ ...c, price: c.price / 100 }))}
      loading={loading}
      defaults={{ access: 'free', price: 0, sort: 0 }}
      columns={[
        { title: tv.title, render: (c) => c.title },
        {
          title: tv.access,
          render: (c) => `${tv.accesses[c.access]}${c.access === 'paid' ? ` ${c.price.toFixed(2)}` : ''}`,
        },
        { title: tv.sort, render: (c) => c.sort },
        { title: tv.count, render: (c) => c.videoCount },
      ]}
      nameField={{ key: 'title', label: tv.title, max: 60 }}
      fields={<AccessFields />}
      path="/media/collections"
      body={(v) => ({
        access: v.access,
        price: v.access === 'paid' ? Math.round(Number(v.price ?? 0) * 100) : 0,
      })}
      reload={reload}
    />
  );
}

function TopicsTab({
  list,
  loading,
  reload,
}: {
  list: Topic[];
  loading: boolean;
  reload: () => Promise<void>;
}) {
  const act = useAct();
  const move = (i: number, by: -1 | 1) => {
    const ids = swapped(
      list.map((x) => x.id),
      i,
      by,
    );
    void act(() => admin('POST', '/media/topics/order', { ids })).then(reload);
  };
  return (
    <NamedList<Topic>
      list={list}
      loading={loading}
      defaults={{ layout: 'grid', onHome: true, sort: 0 }}
      columns={[
        { title: tv.name, render: (x) => x.name },
        { title: tv.layout, render: (x) => tv.layouts[x.layout] },
        { title: tv.onHome, render: (x) => (x.onHome ? t.common.yes : t.common.no) },
        { title: tv.count, render: (x) => x.videoCount },
      ]}
      nameField={{ key: 'name', label: tv.name, max: 40 }}
      fields={
        <>
          <Form.Item name="layout" label={tv.layout}>
            <Radio.Group
              optionType="button"
              options={(['grid', 'scroll', 'big'] as const).map((l) => ({ value: l, label: tv.layouts[l] }))}
            />
          </Form.Item>
          <SwitchField name="onHome" label={tv.onHome} />
        </>
      }
      path="/media/topics"
      body={(v) => ({ layout: v.layout ?? 'grid', onHome: v.onHome ?? true })}
      reload={reload}
      extraActions={(_x, i) => (
        <MoveButtons i={i} count={list.length} onMove={(by) => move(i, by)} labels={[tv.up, tv.down]} />
      )}
    />
  );
}

/** Long video: upload → ingest → publish, edit and unpublish; collections; topics (home sections). */
export default function Videos() {
  const topics = useList(async () => (await admin<{ list: Topic[] }>('GET', '/media/topics')).list);
  const collections = useList(
    async () => (await admin<{ list: Collection[] }>('GET', '/media/collections')).list,
  );
  return (
    <Tabs
      items={[
        {
          key: 'videos',
          label: tv.tabVideos,
          children: <VideosTab topics={topics.list} collections={collections.list} />,
        },
        { key: 'collections', label: tv.tabCollections, children: <CollectionsTab {...collections} /> },
        { key: 'topics', label: tv.tabTopics, children: <TopicsTab {...topics} /> },
      ]}
    />
  );
}
