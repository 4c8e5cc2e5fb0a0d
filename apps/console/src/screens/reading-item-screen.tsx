import type { TableColumnsType } from 'antd';
import { Card, Drawer, Input, Space } from 'antd';
import { useState } from 'react';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import {
  type ChapterFields,
  ChapterModal,
  CoverEditor,
  ItemForm,
  NewItem,
  RowActions,
  StateTag,
  useItemList,
} from './reading.tsx';
import { coverColumn, createdColumn, ItemTable, useAct, useEditing, useList } from './shared.tsx';

// The comics and the books screens are one screen: a list of drafts and published items with a
// 新建 form, a search box and a drawer per item (its fields, cover and chapters). Each screen
// gives its own fields, columns and what its drawer holds below the item's form.

const tr = t.reading;

/** What an item has for the shared screen: `/books/:id`, `/comics/:id` or `/gallery/:id`. */
export interface ReadingItem {
  id: number;
  title: string;
  published: boolean;
}

type Values = Record<string, unknown>;

interface ItemKind<T extends ReadingItem> {
  /** The operator API's folder: `/books`, `/comics` or `/gallery`. */
  base: '/books' | '/comics' | '/gallery';
  /** Names the test ids: `new-book`, `book-title`, `book-form`. */
  noun: 'book' | 'comic' | 'gallery';
  /** Whether the item has a cover to show (in the list and in its drawer). */
  hasCover: (item: T) => boolean;
  /** The body of a create or an update from the form's values. */
  body: (values: Values) => object;
}

/**
 * A reading list screen: the 新建 button (its form `fields`, `initial` values), `filter` (a
 * control beside it, its query and the key that reloads the list), the search box, the table
 * (id, cover, title, `afterTitle`, status, `columns`, created, the row's actions) and the open
 * item's drawer from `drawer`.
 */
export function ReadingItemScreen<T extends ReadingItem>(
  props: ItemKind<T> & {
    labels: { newItem: string; title: string; searchPlaceholder: string };
    /** Deleting a draft, with its confirmation (the books screen). */
    deleteConfirm?: string;
    /** The 新建 form; `testId` where its button is not `new-${noun}`. */
    newItem: { initial: object; fields: React.ReactNode; body?: (values: Values) => object; testId?: string };
    filter?: { query: string; key: string; control: React.ReactNode };
    afterTitle?: TableColumnsType<T>;
    columns: TableColumnsType<T>;
    /** `refresh`: `onChanged` to await (the list and the open item reloaded). */
    drawer: (open: {
      item: T;
      onClose: () => void;
      onChanged: () => void;
      refresh: () => Promise<void>;
    }) => React.ReactNode;
  },
) {
  const { base, noun } = props;
  const [q, setQ] = useState('');
  const { items, act, open, setOpen, refresh } = useItemList<T>(
    base,
    `&q=${encodeURIComponent(q)}${props.filter?.query ?? ''}`,
    props.filter ? `${props.filter.key}:${q}` : q,
  );
  const newItem = (
    <NewItem
      label={props.labels.newItem}
      testId={props.newItem.testId ?? `new-${noun}`}
      initial={props.newItem.initial}
      create={(f) => admin<T>('POST', base, (props.newItem.body ?? props.body)(f))}
      onMade={(item) => {
        setOpen(item);
        void items.reload();
      }}
    >
      {props.newItem.fields}
    </NewItem>
  );
  const remove = props.deleteConfirm;
  return (
    <Card
      size="small"
      title={
        props.filter ? (
          <Space>
            {newItem}
            {props.filter.control}
          </Space>
        ) : (
          newItem
        )
      }
      extra={<Input.Search placeholder={props.labels.searchPlaceholder} allowClear onSearch={setQ} />}
    >
      <ItemTable
        source={items}
        idWidth={70}
        columns={[
          coverColumn<T>(tr.cover, (item) =>
            props.hasCover(item) ? `/api/admin${base}/${item.id}/cover` : null,
          ),
          {
            title: props.labels.title,
            render: (_x, item) => <span data-testid={`${noun}-title`}>{item.title}</span>,
          },
          ...(props.afterTitle ?? []),
          {
            title: t.common.status,
            width: 90,
            render: (_x, item) => <StateTag published={item.published} />,
          },
          ...props.columns,
          createdColumn(160),
          {
            title: t.common.actions,
            width: remove ? 200 : 150,
            render: (_x, item) => (
              <RowActions
                act={act}
                published={item.published}
                onManage={() => setOpen(item)}
                setPublished={(published) => admin('POST', `${base}/${item.id}/state`, { published })}
                remove={
                  remove ? { call: () => admin('DELETE', `${base}/${item.id}`), confirm: remove } : undefined
                }
              />
            ),
          },
        ]}
      />
      {open
        ? props.drawer({ item: open, onClose: () => setOpen(null), onChanged: () => void refresh(), refresh })
        : null}
    </Card>
  );
}

/** A chapter being edited: a saved one (with its id and number) or a new one. */
export type EditedChapter = ChapterFields & { id?: number; index?: number };

/**
 * One item's drawer: its cover, its form (`fields`, saved to `/base/:id`), then `children` with
 * its chapters (`/base/:id/chapters`), `act` (reloads the chapters and the list after) and
 * `edit` that opens the chapter form (a saved chapter, or a new one without an id).
 */
export function ItemDrawer<T extends ReadingItem, C extends ChapterFields & { id: number }>(
  props: ItemKind<T> & {
    item: T;
    size: number;
    fields: React.ReactNode;
    onClose: () => void;
    onChanged: () => void;
    children: (chapters: {
      list: ReturnType<typeof useList<C>>;
      act: ReturnType<typeof useAct>;
      changed: () => void;
      edit: (chapter: EditedChapter) => void;
    }) => React.ReactNode;
  },
) {
  const { base, item } = props;
  const at = `${base}/${item.id}`;
  const list = useList(
    async () => (await admin<{ list: C[] }>('GET', `${at}/chapters`)).list,
    String(item.id),
  );
  const changed = () => {
    void list.reload();
    props.onChanged();
  };
  const saveAct = useAct(props.onChanged);
  const act = useAct(changed);
  const editing = useEditing<EditedChapter>(changed);
  return (
    <Drawer
      open
      title={`${item.title} #${item.id}`}
      size={props.size}
      onClose={props.onClose}
      destroyOnHidden
    >
      <CoverEditor base={at} shown={props.hasCover(item)} act={saveAct} />
      <ItemForm
        initial={item}
        testId={`${props.noun}-form`}
        save={(f) => saveAct(() => admin('PUT', at, props.body(f)))}
      >
        {props.fields}
      </ItemForm>
      {props.children({ list, act, changed, edit: editing.open })}
      <ChapterModal
        key={editing.item?.id ?? 'new'}
        chapter={editing.item}
        onClose={editing.close}
        save={(body) =>
          editing.item?.id
            ? admin('PUT', `${base}/chapters/${editing.item.id}`, body)
            : admin('POST', `${at}/chapters`, body)
        }
        onSaved={editing.saved}
      />
    </Drawer>
  );
}
