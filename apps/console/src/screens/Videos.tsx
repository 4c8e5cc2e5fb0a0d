import type {
  AdminIngestJob,
  AdminUploadState,
  AdminVideo,
  AdminVideoState,
} from '@lld/protocol/api/media-admin';
import { CONSOLE_UPLOAD_CHUNK_BYTES as CHUNK } from '@lld/protocol/console';
import {
  Button,
  Card,
  Checkbox,
  Drawer,
  Form,
  Input,
  InputNumber,
  Progress,
  Radio,
  Select,
  Space,
  Switch,
  Tabs,
  Upload,
} from 'antd';
import { useState } from 'react';
import { admin, type Page } from '../api.ts';
import { t } from '../i18n.ts';
import { createdColumn, idColumn, LabelTag, ListTable, mmss, NamedList, useAct, useList } from './shared.tsx';

const tv = t.videos;
const STATE_COLORS: Partial<Record<AdminVideoState, string>> = {
  ready: 'green',
  draft: 'blue',
  hidden: 'default',
  failed: 'red',
};

interface Collection {
  id: number;
  title: string;
  description: string;
  access: 'free' | 'vip' | 'paid';
  price: number;
  sort: number;
  videoCount: number;
}
interface Topic {
  id: number;
  name: string;
  description: string;
  layout: 'grid' | 'scroll' | 'big';
  onHome: boolean;
  sort: number;
  videoCount: number;
}
interface UploadForm {
  title: string;
  description?: string;
  tags?: string[];
  actor?: string;
  access: 'free' | 'vip' | 'paid';
  price?: number;
  publish: boolean;
}

const accessOptions = (['free', 'vip', 'paid'] as const).map((a) => ({ value: a, label: tv.accesses[a] }));
const gold = (hundredths: number) => (hundredths / 100).toFixed(2);

/** Access and price, shared by the upload form and the edit drawer. */
function AccessFields() {
  return (
    <>
      <Form.Item name="access" label={tv.access}>
        <Radio.Group options={accessOptions} optionType="button" />
      </Form.Item>
      <Form.Item noStyle dependencies={['access']}>
        {({ getFieldValue }) =>
          getFieldValue('access') === 'paid' ? (
            <Form.Item name="price" label={tv.price} rules={[{ required: true, type: 'number', min: 0.01 }]}>
              <InputNumber min={0.01} step={1} precision={2} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
    </>
  );
}

/** Upload a file in chunks with progress, then ingest it (transcode → encrypted HLS) with progress. */
function UploadCard({ onDone }: { onDone: () => void }) {
  const act = useAct();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<'idle' | 'upload' | 'ingest' | 'done' | 'failed'>('idle');
  const [percent, setPercent] = useState(0);
  const [form] = Form.useForm<UploadForm>();

  const run = async (v: UploadForm) => {
    if (!file) return;
    const identifier = `c${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const total = Math.max(1, Math.ceil(file.size / CHUNK));
    setPhase('upload');
    setPercent(0);
    const ok = await act(async () => {
      for (let n = 1; n <= total; n++) {
        const part = file.slice((n - 1) * CHUNK, n * CHUNK);
        await admin<AdminUploadState>(
          'PUT',
          `/media/uploads/${identifier}/${n}?totalSize=${file.size}`,
          part,
        );
        setPercent(Math.round((n / total) * 100));
      }
      const { jobId } = await admin<{ jobId: number }>('POST', '/media/ingest', {
        identifier,
        title: v.title,
        description: v.description ?? '',
        tags: v.tags ?? [],
        actor: v.actor ?? '',
        access: v.access,
        price: v.access === 'paid' ? Math.round((v.price ?? 0) * 100) : 0,
        publish: v.publish,
      });
      setPhase('ingest');
      setPercent(0);
      for (;;) {
        const job = await admin<AdminIngestJob>('GET', `/media/jobs/${jobId}`);
        setPercent(Math.round(job.progress * 100));
        if (job.status === 'done') break;
        if (job.status === 'failed') throw new Error(job.error);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }, tv.ingested);
    setPhase(ok ? 'done' : 'failed');
    if (ok) {
      form.resetFields();
      setFile(null);
      onDone();
    }
  };

  const busy = phase === 'upload' || phase === 'ingest';
  return (
    <Card title={tv.upload} size="small">
      <Form
        form={form}
        layout="vertical"
        onFinish={run}
        initialValues={{ access: 'free', publish: false }}
        style={{ maxWidth: 640 }}
      >
        <Form.Item label={tv.file} required>
          <Upload
            accept="video/mp4,video/quicktime,video/webm"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              if (!form.getFieldValue('title')) form.setFieldValue('title', f.name.replace(/\.[^.]+$/, ''));
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={
              file ? [{ uid: 'f', name: `${file.name} (${(file.size / 1048576).toFixed(1)} MB)` }] : []
            }
          >
            <Button disabled={busy}>{tv.chooseFile}</Button>
          </Upload>
        </Form.Item>
        <Form.Item name="title" label={tv.title} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={tv.description}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="tags" label={tv.tags}>
            <Select mode="tags" style={{ minWidth: 240 }} tokenSeparators={[',', '，']} />
          </Form.Item>
          <Form.Item name="actor" label={tv.actor}>
            <Input maxLength={40} />
          </Form.Item>
        </Space>
        <AccessFields />
        <Form.Item name="publish" valuePropName="checked">
          <Checkbox>{tv.publishNow}</Checkbox>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" disabled={!file || busy} data-testid="start-upload">
            {tv.start}
          </Button>
          {phase !== 'idle' ? (
            <span data-testid="upload-phase" data-phase={phase}>
              {phase === 'upload'
                ? tv.uploading
                : phase === 'ingest'
                  ? tv.ingesting
                  : phase === 'done'
                    ? tv.ingested
                    : tv.failed}
            </span>
          ) : null}
        </Space>
        {busy || phase === 'done' ? (
          <Progress percent={phase === 'done' ? 100 : percent} data-testid="upload-progress" />
        ) : null}
      </Form>
    </Card>
  );
}

/** Edit one video: fields, topic, collection, access and price, cover. */
function EditDrawer(props: {
  video: AdminVideo | null;
  topics: Topic[];
  collections: Collection[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const act = useAct();
  const v = props.video;
  const [coverAt, setCoverAt] = useState(Date.now());
  if (!v) return null;
  const save = async (f: Record<string, unknown>) => {
    const access = f.access as AdminVideo['access'];
    const ok = await act(() =>
      admin('PUT', `/media/videos/${v.id}`, {
        title: f.title,
        description: f.description ?? '',
        tags: f.tags ?? [],
        actor: f.actor ? String(f.actor) : null,
        topicId: f.topicId ?? null,
        collectionId: f.collectionId ?? null,
        collectionIndex: f.collectionIndex ?? 0,
        previewSeconds: f.previewSeconds ?? 10,
        access,
        price: access === 'paid' ? Math.round(Number(f.price ?? 0) * 100) : 0,
      }),
    );
    if (ok) props.onSaved();
  };
  return (
    <Drawer open title={`${tv.edit} #${v.id}`} size={560} onClose={props.onClose} destroyOnHidden>
      <Space align="start" style={{ marginBottom: 16 }}>
        {v.hasCover ? (
          <img
            alt={tv.cover}
            src={`/api/admin/media/videos/${v.id}/cover?t=${coverAt}`}
            style={{ width: 200, borderRadius: 4 }}
          />
        ) : null}
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            void act(() => admin('PUT', `/media/videos/${v.id}/cover`, file)).then((ok) => {
              if (ok) {
                setCoverAt(Date.now());
                props.onSaved();
              }
            });
            return false;
          }}
        >
          <Button>{tv.changeCover}</Button>
        </Upload>
      </Space>
      <Form
        layout="vertical"
        onFinish={save}
        initialValues={{ ...v, price: v.price / 100, actor: v.actor ?? '' }}
        data-testid="video-form"
      >
        <Form.Item name="title" label={tv.title} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={tv.description}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="tags" label={tv.tags}>
          <Select mode="tags" tokenSeparators={[',', '，']} />
        </Form.Item>
        <Form.Item name="actor" label={tv.actor}>
          <Input maxLength={40} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="topicId" label={tv.topic}>
            <Select
              allowClear
              style={{ width: 200 }}
              options={props.topics.map((x) => ({ value: x.id, label: x.name }))}
            />
          </Form.Item>
          <Form.Item name="collectionId" label={tv.collection}>
            <Select
              allowClear
              style={{ width: 200 }}
              options={props.collections.map((x) => ({ value: x.id, label: x.title }))}
            />
          </Form.Item>
          <Form.Item name="collectionIndex" label={tv.collectionIndex}>
            <InputNumber min={0} />
          </Form.Item>
        </Space>
        <AccessFields />
        <Form.Item name="previewSeconds" label={tv.preview}>
          <InputNumber min={0} max={600} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t.common.save}
        </Button>
      </Form>
    </Drawer>
  );
}

function VideosTab({ topics, collections }: { topics: Topic[]; collections: Collection[] }) {
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<AdminVideo | null>(null);
  const videos = useList(
    async () =>
      (await admin<Page<AdminVideo>>('GET', `/media/videos?pageSize=50&q=${encodeURIComponent(q)}`)).list,
    q,
  );
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
        <ListTable
          rowKey="id"
          source={videos}
          pagination={false}
          columns={[
            idColumn(70),
            {
              title: tv.cover,
              width: 110,
              render: (_x, v) =>
                v.hasCover ? (
                  <img
                    alt=""
                    src={`/api/admin/media/videos/${v.id}/cover`}
                    style={{ width: 96, borderRadius: 2 }}
                  />
                ) : null,
            },
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
                  <Button size="small" onClick={() => setEditing(v)}>
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
        video={editing}
        topics={topics}
        collections={collections}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void videos.reload();
        }}
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
      save={async (id, v) => {
        const body = {
          title: v.title,
          description: v.description ?? '',
          access: v.access,
          price: v.access === 'paid' ? Math.round(Number(v.price ?? 0) * 100) : 0,
          sort: v.sort ?? 0,
        };
        await admin(id ? 'PUT' : 'POST', id ? `/media/collections/${id}` : '/media/collections', body);
        await reload();
      }}
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
    const ids = list.map((x) => x.id);
    const j = i + by;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
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
          <Form.Item name="onHome" label={tv.onHome} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      }
      save={async (id, v) => {
        const body = {
          name: v.name,
          description: v.description ?? '',
          layout: v.layout ?? 'grid',
          onHome: v.onHome ?? true,
          sort: v.sort ?? 0,
        };
        await admin(id ? 'PUT' : 'POST', id ? `/media/topics/${id}` : '/media/topics', body);
        await reload();
      }}
      extraActions={(_x, i) => (
        <>
          <Button size="small" disabled={i === 0} onClick={() => move(i, -1)}>
            {tv.up}
          </Button>
          <Button size="small" disabled={i === list.length - 1} onClick={() => move(i, 1)}>
            {tv.down}
          </Button>
        </>
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
