import type { AdminBook, AdminBookChapter } from '@lld/protocol/api/content-admin';
import { Button, Card, Form, Input, InputNumber, Radio, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import { chapterColumns, ItemFields } from './reading.tsx';
import { ItemDrawer, ReadingItemScreen } from './reading-item-screen.tsx';
import { ListTable, mmss, useAct } from './shared.tsx';
import { FilesUpload } from './uploads.tsx';

const tr = t.reading;

const tb = t.books;
type Kind = AdminBook['kind'];

const bookFields = (f: Record<string, unknown>) => ({
  title: f.title,
  author: f.author ?? '',
  narrator: f.narrator ?? '',
  category: f.category ?? '',
  description: f.description ?? '',
  finished: Boolean(f.finished),
});

/** The list, the drawer and the form send books to `/books`; every book shows its cover. */
const bookKind = {
  base: '/books',
  noun: 'book',
  hasCover: () => true,
  body: bookFields,
} as const;

/** Title, author, narrator, category, description, finished: the new-book form and the edit form. */
function BookFields({ kind }: { kind: Kind }) {
  return (
    <ItemFields labels={tb}>
      <Form.Item name="author" label={tb.author} rules={[{ max: 40 }]}>
        <Input />
      </Form.Item>
      {kind === 'audio' ? (
        <Form.Item name="narrator" label={tb.narrator} rules={[{ max: 40 }]}>
          <Input />
        </Form.Item>
      ) : null}
      <Form.Item name="category" label={tb.category} rules={[{ max: 20 }]}>
        <Input />
      </Form.Item>
    </ItemFields>
  );
}

/** The import command's sale rule: the first N chapters free, the rest paid or VIP at a price. */
interface Rule {
  free: number;
  access: 'paid' | 'vip';
  price: number;
}

/** Imports a text file (a novel) or audio files in order (an audio book) under a sale rule. */
function ImportCard({ book, onDone }: { book: AdminBook; onDone: () => void }) {
  const act = useAct(onDone);
  const [rule, setRule] = useState<Rule>({ free: 20, access: 'paid', price: 0 });
  const text = book.kind === 'text';
  const query = (title = '') =>
    `?free=${rule.free}&access=${rule.access}&price=${Math.round(rule.price * 100)}&title=${encodeURIComponent(title)}`;
  const send = (f: File) =>
    text
      ? admin('POST', `/books/${book.id}/text${query()}`, f)
      : admin('POST', `/books/${book.id}/tracks${query(f.name.replace(/\.[^.]+$/, '').slice(0, 60))}`, f);

  return (
    <Card size="small" title={text ? tb.importText : tb.importTracks} style={{ marginBottom: 16 }}>
      <Space wrap align="center">
        <span>{tb.freeFirst}</span>
        <InputNumber
          min={0}
          max={100000}
          value={rule.free}
          onChange={(v) => setRule({ ...rule, free: v ?? 0 })}
          aria-label={tb.freeFirst}
        />
        <Radio.Group
          optionType="button"
          value={rule.access}
          onChange={(e) => setRule({ ...rule, access: e.target.value })}
          options={(['paid', 'vip'] as const).map((a) => ({ value: a, label: tr.accesses[a] }))}
        />
        <span>{tr.price}</span>
        <InputNumber
          min={0}
          step={1}
          precision={2}
          value={rule.price}
          onChange={(v) => setRule({ ...rule, price: v ?? 0 })}
          aria-label={tr.price}
        />
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
        {text ? tb.textHint : tb.tracksHint}
      </Typography.Paragraph>
      <FilesUpload
        accept={text ? '.txt,text/plain' : 'audio/*,.wav,.mp3,.m4a,.aac,.ogg'}
        multiple={!text}
        act={act}
        send={send}
        labels={{ progress: tb.importing, done: tb.imported, failed: tb.importFailed }}
        statusTestId="import-status"
      >
        <Button type="primary" data-testid="import-file">
          {text ? tb.chooseText : tb.chooseAudio}
        </Button>
      </FilesUpload>
    </Card>
  );
}

/** One book: its fields, cover, imports and chapters. */
function BookDrawer(props: { book: AdminBook; onClose: () => void; onChanged: () => void }) {
  const b = props.book;
  return (
    <ItemDrawer<AdminBook, AdminBookChapter>
      {...bookKind}
      item={b}
      size={720}
      fields={<BookFields kind={b.kind} />}
      onClose={props.onClose}
      onChanged={props.onChanged}
    >
      {({ list, changed, edit }) => (
        <>
          <ImportCard book={b} onDone={changed} />
          <ListTable
            rowKey="id"
            source={list}
            pagination={false}
            data-testid="book-chapters"
            columns={[
              ...chapterColumns<AdminBookChapter>(),
              b.kind === 'text'
                ? { title: tb.words, dataIndex: 'words', width: 80 }
                : { title: tb.duration, width: 80, render: (_x, c) => mmss(c.duration) },
              {
                title: t.common.actions,
                width: 80,
                render: (_x, c) => (
                  <Button size="small" onClick={() => edit(c)}>
                    {t.common.edit}
                  </Button>
                ),
              },
            ]}
          />
        </>
      )}
    </ItemDrawer>
  );
}

/** A new book's kind and fields (the fields follow the kind chosen). */
function NewBookFields() {
  const kind = Form.useWatch('kind', Form.useFormInstance()) ?? 'text';
  return (
    <>
      <Form.Item name="kind" label={tb.kind}>
        <Radio.Group
          optionType="button"
          options={(['text', 'audio'] as const).map((k) => ({ value: k, label: tb.kinds[k] }))}
        />
      </Form.Item>
      <BookFields kind={kind} />
    </>
  );
}

/** Novels and audio books: make a draft, import its text or tracks, sell chapters, publish. */
export default function Books() {
  const [kind, setKind] = useState<Kind | ''>('');
  return (
    <ReadingItemScreen<AdminBook>
      {...bookKind}
      labels={{ newItem: tb.newBook, title: tb.title, searchPlaceholder: tb.searchPlaceholder }}
      deleteConfirm={tb.deleteConfirm}
      newItem={{
        initial: { kind: 'text', finished: false },
        fields: <NewBookFields />,
        body: (f) => ({ kind: f.kind, ...bookFields(f) }),
      }}
      filter={{
        query: kind ? `&kind=${kind}` : '',
        key: kind,
        control: (
          <Select
            value={kind}
            style={{ width: 120 }}
            onChange={setKind}
            options={[
              { value: '', label: tb.allKinds },
              { value: 'text', label: tb.kinds.text },
              { value: 'audio', label: tb.kinds.audio },
            ]}
          />
        ),
      }}
      afterTitle={[{ title: tb.kind, width: 80, render: (_x, b) => <Tag>{tb.kinds[b.kind]}</Tag> }]}
      columns={[
        {
          title: tb.author,
          width: 100,
          render: (_x, b) => (b.kind === 'audio' ? b.narrator || b.author : b.author),
        },
        { title: tb.chapters, dataIndex: 'chapterCount', width: 80 },
        {
          title: tb.size,
          width: 100,
          render: (_x, b) => (b.kind === 'audio' ? mmss(b.duration) : tb.wordCount(b.words)),
        },
        { title: tb.views, dataIndex: 'views', width: 70 },
      ]}
      drawer={(open) => <BookDrawer book={open.item} onClose={open.onClose} onChanged={open.onChanged} />}
    />
  );
}
