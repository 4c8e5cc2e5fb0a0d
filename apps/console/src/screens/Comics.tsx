import type { AdminChapter, AdminComic, AdminImage } from '@lld/protocol/api/content-admin';
import {
  AutoComplete,
  Button,
  Card,
  Drawer,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import {
  type ChapterFields,
  ChapterModal,
  CoverEditor,
  chapterColumns,
  ItemForm,
  NewItem,
  RowActions,
  StateTag,
  useItemList,
} from './reading.tsx';
import { coverColumn, createdColumn, idColumn, ListTable, useAct, useList } from './shared.tsx';

const tc = t.comics;
const tr = t.reading;

const comicFields = (f: Record<string, unknown>) => ({
  title: f.title,
  author: f.author,
  category: f.category,
  tags: f.tags ?? [],
  description: f.description ?? '',
  finished: Boolean(f.finished),
});

/** Title, author, category (names: new ones are made), tags, description, finished. */
function ComicFields({ categories }: { categories: string[] }) {
  return (
    <>
      <Form.Item name="title" label={tc.title} rules={[{ required: true, whitespace: true, max: 60 }]}>
        <Input />
      </Form.Item>
      <Space wrap>
        <Form.Item name="author" label={tc.author} rules={[{ required: true, whitespace: true, max: 40 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="category"
          label={tc.category}
          rules={[{ required: true, whitespace: true, max: 20 }]}
        >
          <AutoComplete style={{ width: 160 }} options={categories.map((c) => ({ value: c }))} />
        </Form.Item>
      </Space>
      <Form.Item name="tags" label={tc.tags}>
        <Select mode="tags" tokenSeparators={[',', '，']} />
      </Form.Item>
      <Form.Item name="description" label={tc.description}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="finished" label={tc.finished} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

/** A chapter's pages: thumbnails in order, upload several at once, move and remove. */
function PagesModal(props: { chapter: AdminChapter | null; onClose: () => void; onChanged: () => void }) {
  const ch = props.chapter;
  const [stamp, setStamp] = useState(Date.now());
  const [status, setStatus] = useState('');
  const pages = useList(
    async () =>
      ch ? (await admin<{ list: AdminImage[] }>('GET', `/comics/chapters/${ch.id}/pages`)).list : [],
    ch ? String(ch.id) : '',
  );
  const act = useAct(async () => {
    setStamp(Date.now());
    await pages.reload();
    props.onChanged();
  });
  if (!ch) return null;
  const base = `/comics/chapters/${ch.id}/pages`;
  const move = (i: number, by: -1 | 1) => {
    const order = pages.list.map((p) => p.index);
    [order[i], order[i + by]] = [order[i + by]!, order[i]!];
    void act(() => admin('POST', `${base}/order`, { order }));
  };
  const upload = async (files: File[]) => {
    const ok = await act(async () => {
      for (const [i, f] of files.entries()) {
        setStatus(tc.uploading(i + 1, files.length));
        await admin('POST', base, f);
      }
    }, tc.uploaded);
    setStatus(ok ? tc.uploaded : tc.uploadFailed);
  };
  return (
    <Modal open width={900} footer={null} title={`${ch.title} · ${tc.pages}`} onCancel={props.onClose}>
      <Space style={{ marginBottom: 12 }}>
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          showUploadList={false}
          beforeUpload={(file, list) => {
            if (file === list[0])
              void upload([...list].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN', { numeric: true })));
            return false;
          }}
        >
          <Button type="primary" data-testid="add-pages">
            {tc.addPages}
          </Button>
        </Upload>
        {status ? <span data-testid="pages-status">{status}</span> : null}
      </Space>
      <Typography.Paragraph type="secondary">{tc.pagesHint}</Typography.Paragraph>
      <Space wrap align="start" data-testid="pages">
        {pages.list.map((p, i) => (
          <Card
            key={`${p.index}-${stamp}`}
            size="small"
            style={{ width: 200 }}
            styles={{ body: { padding: 8 } }}
          >
            <img
              alt={`${i + 1}`}
              src={`/api/admin${base}/${p.index}?t=${stamp}`}
              style={{ width: '100%', display: 'block', marginBottom: 6 }}
            />
            <Typography.Text type="secondary">
              {i + 1} · {p.width}×{p.height}
            </Typography.Text>
            <Space size={4} style={{ marginTop: 6 }}>
              <Button size="small" disabled={i === 0} onClick={() => move(i, -1)}>
                {tc.left}
              </Button>
              <Button size="small" disabled={i === pages.list.length - 1} onClick={() => move(i, 1)}>
                {tc.right}
              </Button>
              <Button size="small" danger onClick={() => act(() => admin('DELETE', `${base}/${p.index}`))}>
                {tc.removePage}
              </Button>
            </Space>
          </Card>
        ))}
      </Space>
    </Modal>
  );
}

/** One comic: fields, cover, chapters (add, edit, delete) and each chapter's pages. */
function ComicDrawer(props: {
  comic: AdminComic | null;
  categories: string[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const c = props.comic;
  const chapters = useList(
    async () => (c ? (await admin<{ list: AdminChapter[] }>('GET', `/comics/${c.id}/chapters`)).list : []),
    c ? String(c.id) : '',
  );
  const changed = () => {
    void chapters.reload();
    props.onChanged();
  };
  const act = useAct(changed);
  const [editing, setEditing] = useState<(ChapterFields & { id?: number; index?: number }) | null>(null);
  const [paging, setPaging] = useState<AdminChapter | null>(null);
  if (!c) return null;
  return (
    <Drawer open title={`${c.title} #${c.id}`} size={760} onClose={props.onClose} destroyOnHidden>
      <CoverEditor base={`/comics/${c.id}`} shown={c.hasCover} act={act} />
      <ItemForm
        initial={c}
        testId="comic-form"
        save={(f) => act(() => admin('PUT', `/comics/${c.id}`, comicFields(f)))}
      >
        <ComicFields categories={props.categories} />
      </ItemForm>
      <Card
        size="small"
        title={tc.chapters}
        extra={
          <Button
            data-testid="new-chapter"
            onClick={() => setEditing({ title: `第${chapters.list.length + 1}话`, access: 'free', price: 0 })}
          >
            {tr.newChapter}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{tc.publishHint}</Typography.Paragraph>
        <ListTable
          rowKey="id"
          source={chapters}
          pagination={false}
          columns={[
            ...chapterColumns<AdminChapter>(),
            { title: tc.pageCount, dataIndex: 'pageCount', width: 70 },
            {
              title: t.common.actions,
              width: 200,
              render: (_x, ch) => (
                <Space>
                  <Button size="small" type="primary" onClick={() => setPaging(ch)}>
                    {tc.pages}
                  </Button>
                  <Button size="small" onClick={() => setEditing(ch)}>
                    {t.common.edit}
                  </Button>
                  <Popconfirm
                    title={tc.deleteChapterConfirm}
                    onConfirm={() => act(() => admin('DELETE', `/comics/chapters/${ch.id}`), tr.deleted)}
                  >
                    <Button size="small" danger>
                      {tr.delete}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <ChapterModal
        key={editing?.id ?? 'new'}
        chapter={editing}
        onClose={() => setEditing(null)}
        save={(body) =>
          editing?.id
            ? admin('PUT', `/comics/chapters/${editing.id}`, body)
            : admin('POST', `/comics/${c.id}/chapters`, body)
        }
        onSaved={() => {
          setEditing(null);
          changed();
        }}
      />
      <PagesModal chapter={paging} onClose={() => setPaging(null)} onChanged={changed} />
    </Drawer>
  );
}

/** Comics: make a draft, add chapters (free, VIP or paid) and their page images, publish. */
export default function Comics() {
  const [q, setQ] = useState('');
  const categories = useList(async () =>
    (await admin<{ list: Array<{ name: string }> }>('GET', '/comics/categories')).list.map((c) => c.name),
  );
  const {
    items: comics,
    act,
    open,
    setOpen,
    refresh,
  } = useItemList<AdminComic>('/comics', `&q=${encodeURIComponent(q)}`, q);
  return (
    <Card
      size="small"
      title={
        <NewItem
          label={tc.newComic}
          testId="new-comic"
          initial={{ finished: false }}
          create={(f) => admin<AdminComic>('POST', '/comics', comicFields(f))}
          onMade={(c) => {
            setOpen(c);
            void comics.reload();
          }}
        >
          <ComicFields categories={categories.list} />
        </NewItem>
      }
      extra={<Input.Search placeholder={tc.searchPlaceholder} allowClear onSearch={setQ} />}
    >
      <ListTable
        rowKey="id"
        source={comics}
        pagination={false}
        columns={[
          idColumn(70),
          coverColumn<AdminComic>(tr.cover, (c) => (c.hasCover ? `/api/admin/comics/${c.id}/cover` : null)),
          { title: tc.title, render: (_x, c) => <span data-testid="comic-title">{c.title}</span> },
          { title: t.common.status, width: 90, render: (_x, c) => <StateTag published={c.published} /> },
          { title: tc.author, dataIndex: 'author', width: 100 },
          { title: tc.category, dataIndex: 'category', width: 90 },
          { title: tc.chapters, dataIndex: 'chapterCount', width: 80 },
          { title: tc.latest, dataIndex: 'latestChapterTitle' },
          { title: tc.views, dataIndex: 'views', width: 70 },
          createdColumn(160),
          {
            title: t.common.actions,
            width: 150,
            render: (_x, c) => (
              <RowActions
                act={act}
                published={c.published}
                onManage={() => setOpen(c)}
                setPublished={(published) => admin('POST', `/comics/${c.id}/state`, { published })}
              />
            ),
          },
        ]}
      />
      <ComicDrawer
        comic={open}
        categories={categories.list}
        onClose={() => setOpen(null)}
        onChanged={() => void refresh()}
      />
    </Card>
  );
}
