import { Button, Form, InputNumber, Radio, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { admin, type Page } from '../api.ts';
import { t } from '../i18n.ts';
import { SwitchField, TextField } from './fields.tsx';
import {
  ConfirmButton,
  DescriptionField,
  FormModal,
  LabelTag,
  MoveButtons,
  swapped,
  useAct,
  useList,
} from './shared.tsx';

// What the comics and the books screens share: a chapter's access and price, its edit form,
// a draft/published tag and the publish / unpublish / delete buttons of a row, the list and
// its open item; the cover editor serves the videos screen too.

const tr = t.reading;
export type Access = 'free' | 'vip' | 'paid';

/** Gold from hundredths, for display and forms. */
export const goldOf = (hundredths: number) => hundredths / 100;
/** The price sent for `access` and a price in gold: hundredths, a free item at 0. */
export const hundredthsOf = (access: Access, gold: number) =>
  access === 'free' ? 0 : Math.round(gold * 100);
/** 免费, or the access with its price in gold. */
export const accessText = (a: Access, price: number) =>
  `${tr.accesses[a]}${a === 'free' ? '' : ` ${goldOf(price).toFixed(2)}`}`;

export interface ChapterFields {
  title: string;
  access: Access;
  /** Gold hundredths (0 for a free chapter). */
  price: number;
}

/** A chapter row's number, title and access: the first columns of every chapter table. */
export const chapterColumns = <C extends ChapterFields & { index: number }>() => [
  { title: tr.index, dataIndex: 'index', width: 60 },
  {
    title: tr.chapterTitle,
    render: (_x: unknown, c: C) => <span data-testid="chapter-title">{c.title}</span>,
  },
  { title: tr.access, width: 110, render: (_x: unknown, c: C) => accessText(c.access, c.price) },
];

/**
 * A reading list screen (`/books`, `/comics`): 50 items for `query` (reloaded when `key`
 * changes), the item open in its drawer, and `refresh` that reloads both after a change.
 */
export function useItemList<T extends { id: number }>(base: string, query: string, key: string) {
  const [open, setOpen] = useState<T | null>(null);
  const items = useList(async () => (await admin<Page<T>>('GET', `${base}?pageSize=50${query}`)).list, key);
  const act = useAct(items.reload);
  const refresh = async () => {
    await items.reload();
    if (open) setOpen(await admin<T>('GET', `${base}/${open.id}`));
  };
  return { items, act, open, setOpen, refresh };
}

/**
 * Adds or changes a chapter: title, access and price (in gold, sent as hundredths). `chapter`
 * null: closed; without an `index`: a new chapter.
 */
export function ChapterModal(props: {
  chapter: (ChapterFields & { index?: number }) | null;
  onClose: () => void;
  save: (body: ChapterFields) => Promise<unknown>;
  onSaved: () => void;
}) {
  const act = useAct();
  const ch = props.chapter;
  if (!ch) return null;
  return (
    <FormModal
      open
      title={ch.index ? `${tr.editChapter} #${ch.index}` : tr.newChapter}
      onClose={props.onClose}
      testId="chapter-form"
      initialValues={{ ...ch, price: goldOf(ch.price) }}
      onFinish={async (f: { title: string; access: Access; price?: number }) => {
        const body = {
          title: f.title,
          access: f.access,
          price: hundredthsOf(f.access, f.price ?? 0),
        };
        if (await act(() => props.save(body))) props.onSaved();
      }}
    >
      <TextField name="title" label={tr.chapterTitle} max={60} />
      <AccessPrice />
    </FormModal>
  );
}

/** 免费/VIP/付费 and, unless free, the price in gold: a chapter's and a gallery item's. */
export function AccessPrice() {
  return (
    <>
      <Form.Item name="access" label={tr.access}>
        <Radio.Group
          optionType="button"
          options={(['free', 'vip', 'paid'] as const).map((a) => ({ value: a, label: tr.accesses[a] }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['access']}>
        {({ getFieldValue }) =>
          getFieldValue('access') === 'free' ? null : (
            <Form.Item name="price" label={tr.price} rules={[{ required: true, type: 'number', min: 0.01 }]}>
              <InputNumber min={0.01} step={1} precision={2} />
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}

/** 已发布 (green) or 草稿 (blue). */
export const StateTag = ({ published }: { published: boolean }) => (
  <LabelTag
    value={published ? 'published' : 'draft'}
    labels={tr.states}
    colors={{ published: 'green', draft: 'blue' }}
  />
);

/**
 * A row's 管理, then 下架 (published) or 发布 (and 删除) (a draft); the calls run through `act`
 * (the list's reload after).
 */
export function RowActions(props: {
  published: boolean;
  onManage: () => void;
  setPublished: (published: boolean) => Promise<unknown>;
  /** Deleting a draft, where the screen allows it (with its confirmation). */
  remove?: { call: () => Promise<unknown>; confirm: string };
  act: ReturnType<typeof useAct>;
}) {
  return (
    <Space>
      <Button size="small" onClick={props.onManage}>
        {tr.manage}
      </Button>
      {props.published ? (
        <Button size="small" danger onClick={() => props.act(() => props.setPublished(false))}>
          {tr.unpublish}
        </Button>
      ) : (
        <>
          <Button size="small" type="primary" onClick={() => props.act(() => props.setPublished(true))}>
            {tr.publish}
          </Button>
          {props.remove ? (
            <ConfirmButton
              label={tr.delete}
              confirm={props.remove.confirm}
              onConfirm={() => props.act(props.remove!.call, tr.deleted)}
            />
          ) : null}
        </>
      )}
    </Space>
  );
}

/**
 * The cover of `base` (`/books/1`, `/comics/2`, `/media/videos/3`), when it has one, `width` px
 * wide, and the button that replaces it (`accept`: the image types offered); `onChanged` after a
 * new cover is saved.
 */
export function CoverEditor(props: {
  base: string;
  shown: boolean;
  act: ReturnType<typeof useAct>;
  width?: number;
  accept?: string;
  onChanged?: () => void;
}) {
  const [at, setAt] = useState(Date.now());
  return (
    <Space align="start" style={{ marginBottom: 16 }}>
      {props.shown ? (
        <img
          alt={tr.cover}
          src={`/api/admin${props.base}/cover?t=${at}`}
          style={{ width: props.width ?? 120, borderRadius: 4 }}
        />
      ) : null}
      <Upload
        accept={props.accept ?? 'image/jpeg,image/png,image/webp,image/gif'}
        showUploadList={false}
        beforeUpload={(file) => {
          void props
            .act(() => admin('PUT', `${props.base}/cover`, file))
            .then((ok) => {
              if (!ok) return;
              setAt(Date.now());
              props.onChanged?.();
            });
          return false;
        }}
      >
        <Button>{tr.changeCover}</Button>
      </Upload>
    </Space>
  );
}

/** An item's fields and a save button: `save` gets the form's values. */
export function ItemForm(props: {
  initial: object;
  testId: string;
  save: (values: Record<string, unknown>) => unknown;
  children: React.ReactNode;
}) {
  return (
    <Form layout="vertical" initialValues={props.initial} data-testid={props.testId} onFinish={props.save}>
      {props.children}
      <Button type="primary" htmlType="submit" style={{ marginBottom: 16 }}>
        {t.common.save}
      </Button>
    </Form>
  );
}

/**
 * A 新建 button and its form in a modal: `create` makes the item from the form's values (a
 * draft); on success the modal closes and `onMade` gets the item.
 */
export function NewItem<T>(props: {
  label: string;
  testId: string;
  initial: object;
  create: (values: Record<string, unknown>) => Promise<T>;
  onMade: (item: T) => void;
  children: React.ReactNode;
}) {
  const act = useAct();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid={props.testId}>
        {props.label}
      </Button>
      <FormModal
        open={open}
        title={props.label}
        onClose={() => setOpen(false)}
        initialValues={props.initial}
        onFinish={async (values: Record<string, unknown>) => {
          let made: { item: T } | null = null;
          const ok = await act(async () => {
            made = { item: await props.create(values) };
          });
          if (ok && made) {
            setOpen(false);
            props.onMade((made as { item: T }).item);
          }
        }}
      >
        {props.children}
      </FormModal>
    </>
  );
}

/**
 * An ordered picture (`i` of `pictures` at `base/:index`, `stamp` against the cache) with its
 * number and size, then 左移/右移 (`base/order`) and remove, run through `act`.
 */
export function OrderedPicture(props: {
  base: string;
  pictures: ReadonlyArray<{ index: number; width: number; height: number }>;
  i: number;
  act: ReturnType<typeof useAct>;
  stamp: number;
  labels: { left: string; right: string; remove: string };
  imgStyle: React.CSSProperties;
  style?: React.CSSProperties;
}) {
  const { base, pictures, i, act } = props;
  const p = pictures[i]!;
  const move = (by: -1 | 1) => {
    const order = swapped(
      pictures.map((q) => q.index),
      i,
      by,
    );
    void act(() => admin('POST', `${base}/order`, { order }));
  };
  return (
    <>
      <img
        alt={`${i + 1}`}
        src={`/api/admin${base}/${p.index}?t=${props.stamp}`}
        style={{ width: '100%', display: 'block', ...props.imgStyle }}
      />
      <Typography.Text type="secondary">
        {i + 1} · {p.width}×{p.height}
      </Typography.Text>
      <Space size={4} style={props.style}>
        <MoveButtons
          i={i}
          count={pictures.length}
          onMove={move}
          labels={[props.labels.left, props.labels.right]}
        />
        <Button size="small" danger onClick={() => act(() => admin('DELETE', `${base}/${p.index}`))}>
          {props.labels.remove}
        </Button>
      </Space>
    </>
  );
}

/**
 * Every reading item's form: the title, `children` in one row (author, category...), `more`,
 * the description and 已完结 (`labels` of the screen).
 */
export function ItemFields(props: {
  labels: { title: string; description: string; finished: string };
  more?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <TextField name="title" label={props.labels.title} max={60} />
      <Space wrap>{props.children}</Space>
      {props.more}
      <DescriptionField label={props.labels.description} />
      <SwitchField name="finished" label={props.labels.finished} />
    </>
  );
}
