import type { AdminChapter, AdminComic, AdminImage } from '@lld/protocol/api/content-admin';
import { AutoComplete, Button, Card, Form, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import { TextField } from './fields.tsx';
import { chapterColumns, ItemFields, OrderedPicture } from './reading.tsx';
import { ItemDrawer, ReadingItemScreen } from './reading-item-screen.tsx';
import { ConfirmButton, ListTable, TagsField, useAct, useList } from './shared.tsx';
import { PicturesUpload } from './uploads.tsx';

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

/** The list, the drawer and the form send comics to `/comics`; a comic may have no cover yet. */
const comicKind = {
  base: '/comics',
  noun: 'comic',
  hasCover: (c: AdminComic) => c.hasCover,
  body: comicFields,
} as const;

/** Title, author, category (names: new ones are made), tags, description, finished. */
function ComicFields({ categories }: { categories: string[] }) {
  return (
    <ItemFields labels={tc} more={<TagsField label={tc.tags} />}>
      <TextField name="author" label={tc.author} max={40} />
      <Form.Item name="category" label={tc.category} rules={[{ required: true, whitespace: true, max: 20 }]}>
        <AutoComplete style={{ width: 160 }} options={categories.map((c) => ({ value: c }))} />
      </Form.Item>
    </ItemFields>
  );
}

/** A chapter's pages: thumbnails in order, upload several at once, move and remove. */
function PagesModal(props: { chapter: AdminChapter | null; onClose: () => void; onChanged: () => void }) {
  const ch = props.chapter;
  const [stamp, setStamp] = useState(Date.now());
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
  return (
    <Modal open width={900} footer={null} title={`${ch.title} · ${tc.pages}`} onCancel={props.onClose}>
      <PicturesUpload
        base={base}
        act={act}
        labels={{ progress: tc.uploading, done: tc.uploaded, failed: tc.uploadFailed }}
        statusTestId="pages-status"
        style={{ marginBottom: 12 }}
        button={{ label: tc.addPages, testId: 'add-pages' }}
      />
      <Typography.Paragraph type="secondary">{tc.pagesHint}</Typography.Paragraph>
      <Space wrap align="start" data-testid="pages">
        {pages.list.map((p, i) => (
          <Card
            key={`${p.index}-${stamp}`}
            size="small"
            style={{ width: 200 }}
            styles={{ body: { padding: 8 } }}
          >
            <OrderedPicture
              base={base}
              pictures={pages.list}
              i={i}
              act={act}
              stamp={stamp}
              imgStyle={{ marginBottom: 6 }}
              labels={{ left: tc.left, right: tc.right, remove: tc.removePage }}
              style={{ marginTop: 6 }}
            />
          </Card>
        ))}
      </Space>
    </Modal>
  );
}

/** One comic: fields, cover, chapters (add, edit, delete) and each chapter's pages. */
function ComicDrawer(props: {
  comic: AdminComic;
  categories: string[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const [paging, setPaging] = useState<AdminChapter | null>(null);
  return (
    <ItemDrawer<AdminComic, AdminChapter>
      {...comicKind}
      item={props.comic}
      size={760}
      fields={<ComicFields categories={props.categories} />}
      onClose={props.onClose}
      onChanged={props.onChanged}
    >
      {({ list, act, changed, edit }) => (
        <>
          <Card
            size="small"
            title={tc.chapters}
            extra={
              <Button
                data-testid="new-chapter"
                onClick={() => edit({ title: `第${list.list.length + 1}话`, access: 'free', price: 0 })}
              >
                {tr.newChapter}
              </Button>
            }
          >
            <Typography.Paragraph type="secondary">{tc.publishHint}</Typography.Paragraph>
            <ListTable
              rowKey="id"
              source={list}
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
                      <Button size="small" onClick={() => edit(ch)}>
                        {t.common.edit}
                      </Button>
                      <ConfirmButton
                        label={tr.delete}
                        confirm={tc.deleteChapterConfirm}
                        onConfirm={() => act(() => admin('DELETE', `/comics/chapters/${ch.id}`), tr.deleted)}
                      />
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
          <PagesModal chapter={paging} onClose={() => setPaging(null)} onChanged={changed} />
        </>
      )}
    </ItemDrawer>
  );
}

/** Comics: make a draft, add chapters (free, VIP or paid) and their page images, publish. */
export default function Comics() {
  const categories = useList(async () =>
    (await admin<{ list: Array<{ name: string }> }>('GET', '/comics/categories')).list.map((c) => c.name),
  );
  return (
    <ReadingItemScreen<AdminComic>
      {...comicKind}
      labels={{ newItem: tc.newComic, title: tc.title, searchPlaceholder: tc.searchPlaceholder }}
      newItem={{ initial: { finished: false }, fields: <ComicFields categories={categories.list} /> }}
      columns={[
        { title: tc.author, dataIndex: 'author', width: 100 },
        { title: tc.category, dataIndex: 'category', width: 90 },
        { title: tc.chapters, dataIndex: 'chapterCount', width: 80 },
        { title: tc.latest, dataIndex: 'latestChapterTitle' },
        { title: tc.views, dataIndex: 'views', width: 70 },
      ]}
      drawer={(open) => (
        <ComicDrawer
          comic={open.item}
          categories={categories.list}
          onClose={open.onClose}
          onChanged={open.onChanged}
        />
      )}
    />
  );
}
