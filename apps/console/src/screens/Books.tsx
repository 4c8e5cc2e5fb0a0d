import type { AdminBook, AdminBookChapter } from '@lld/protocol/api/content-admin';
import {
  Button,
  Card,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import {
  ChapterModal,
  CoverEditor,
  chapterColumns,
  ItemForm,
  NewItem,
  RowActions,
  StateTag,
  useItemList,
} from './reading.tsx';
import { coverColumn, createdColumn, idColumn, ListTable, mmss, useAct, useList } from './shared.tsx';

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

/** Title, author, narrator, category, description, finished: the new-book form and the edit form. */
function BookFields({ kind }: { kind: Kind }) {
  return (
    <>
      <Form.Item name="title" label={tb.title} rules={[{ required: true, whitespace: true, max: 60 }]}>
        <Input />
      </Form.Item>
      <Space wrap>
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
      </Space>
      <Form.Item name="description" label={tb.description}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="finished" label={tb.finished} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
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
  const [status, setStatus] = useState('');
  const text = book.kind === 'text';
  const query = (title = '') =>
    `?free=${rule.free}&access=${rule.access}&price=${Math.round(rule.price * 100)}&title=${encodeURIComponent(title)}`;

  const run = async (files: File[]) => {
    const ok = await act(async () => {
      for (const [i, f] of files.entries()) {
        setStatus(tb.importing(i + 1, files.length));
        if (text) await admin('POST', `/books/${book.id}/text${query()}`, f);
        else
          await admin(
            'POST',
            `/books/${book.id}/tracks${query(f.name.replace(/\.[^.]+$/, '').slice(0, 60))}`,
            f,
          );
      }
    }, tb.imported);
    setStatus(ok ? tb.imported : tb.importFailed);
  };

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
      <Space>
        <Upload
          accept={text ? '.txt,text/plain' : 'audio/*,.wav,.mp3,.m4a,.aac,.ogg'}
          multiple={!text}
          showUploadList={false}
          beforeUpload={(file, list) => {
            // Called once per chosen file with all of them: import the whole choice once, by name.
            if (file === list[0])
              void run([...list].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN', { numeric: true })));
            return false;
          }}
        >
          <Button type="primary" data-testid="import-file">
            {text ? tb.chooseText : tb.chooseAudio}
          </Button>
        </Upload>
        {status ? <span data-testid="import-status">{status}</span> : null}
      </Space>
    </Card>
  );
}

/** One book: its fields, cover, imports and chapters. */
function BookDrawer(props: { book: AdminBook | null; onClose: () => void; onChanged: () => void }) {
  const b = props.book;
  const chapters = useList(
    async () => (b ? (await admin<{ list: AdminBookChapter[] }>('GET', `/books/${b.id}/chapters`)).list : []),
    b ? String(b.id) : '',
  );
  const act = useAct(props.onChanged);
  const [editing, setEditing] = useState<AdminBookChapter | null>(null);
  if (!b) return null;
  const changed = () => {
    void chapters.reload();
    props.onChanged();
  };
  return (
    <Drawer open title={`${b.title} #${b.id}`} size={720} onClose={props.onClose} destroyOnHidden>
      <CoverEditor base={`/books/${b.id}`} shown act={act} />
      <ItemForm
        initial={b}
        testId="book-form"
        save={(f) => act(() => admin('PUT', `/books/${b.id}`, bookFields(f)))}
      >
        <BookFields kind={b.kind} />
      </ItemForm>
      <ImportCard book={b} onDone={changed} />
      <ListTable
        rowKey="id"
        source={chapters}
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
              <Button size="small" onClick={() => setEditing(c)}>
                {t.common.edit}
              </Button>
            ),
          },
        ]}
      />
      <ChapterModal
        key={editing?.id ?? 'new'}
        chapter={editing}
        onClose={() => setEditing(null)}
        save={(body) => admin('PUT', `/books/chapters/${editing?.id}`, body)}
        onSaved={() => {
          setEditing(null);
          changed();
        }}
      />
    </Drawer>
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
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<Kind | ''>('');
  const {
    items: books,
    act,
    open,
    setOpen,
    refresh,
  } = useItemList<AdminBook>(
    '/books',
    `&q=${encodeURIComponent(q)}${kind ? `&kind=${kind}` : ''}`,
    `${kind}:${q}`,
  );
  return (
    <Card
      size="small"
      title={
        <Space>
          <NewItem
            label={tb.newBook}
            testId="new-book"
            initial={{ kind: 'text', finished: false }}
            create={(f) => admin<AdminBook>('POST', '/books', { kind: f.kind, ...bookFields(f) })}
            onMade={(b) => {
              setOpen(b);
              void books.reload();
            }}
          >
            <NewBookFields />
          </NewItem>
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
        </Space>
      }
      extra={<Input.Search placeholder={tb.searchPlaceholder} allowClear onSearch={setQ} />}
    >
      <ListTable
        rowKey="id"
        source={books}
        pagination={false}
        columns={[
          idColumn(70),
          coverColumn<AdminBook>(tr.cover, (b) => `/api/admin/books/${b.id}/cover`),
          { title: tb.title, render: (_x, b) => <span data-testid="book-title">{b.title}</span> },
          { title: tb.kind, width: 80, render: (_x, b) => <Tag>{tb.kinds[b.kind]}</Tag> },
          {
            title: t.common.status,
            width: 90,
            render: (_x, b) => <StateTag published={b.published} />,
          },
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
          createdColumn(160),
          {
            title: t.common.actions,
            width: 200,
            render: (_x, b) => (
              <RowActions
                act={act}
                published={b.published}
                onManage={() => setOpen(b)}
                setPublished={(published) => admin('POST', `/books/${b.id}/state`, { published })}
                remove={{ call: () => admin('DELETE', `/books/${b.id}`), confirm: tb.deleteConfirm }}
              />
            ),
          },
        ]}
      />
      <BookDrawer book={open} onClose={() => setOpen(null)} onChanged={() => void refresh()} />
    </Card>
  );
}
