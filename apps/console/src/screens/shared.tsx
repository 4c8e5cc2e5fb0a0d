import type { CardProps, FormInstance, TableProps, TabsProps } from 'antd';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
} from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { admin, when, yuan } from '../api.ts';
import { t } from '../i18n.ts';
import { FilesUpload, IMAGE_TYPES } from './uploads.tsx';

/**
 * What every list screen repeats: load a list, hold it, reload it after a change; a failed
 * change shows its message instead of an unhandled rejection.
 */
export function useList<T>(load: () => Promise<T[]>, key = '') {
  const [list, setList] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const loader = useRef(load);
  loader.current = load;
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setList(await loader.current());
    } finally {
      setLoading(false);
    }
  }, []);
  // `key` names what the loader reads (a search box): a new key loads again.
  useEffect(() => {
    if (key !== null) void reload();
  }, [reload, key]);
  return { list, loading, reload };
}

/**
 * Runs one operator action: success → "saved" (or `done`), failure → its message; either way
 * `after` runs next (a list's `reload`).
 */
export function useAct(after?: () => unknown) {
  const { message } = App.useApp();
  return useCallback(
    async (fn: () => Promise<unknown>, done: string = t.common.saved): Promise<boolean> => {
      let ok = false;
      try {
        await fn();
        message.success(done);
        ok = true;
      } catch (e) {
        message.error(`${t.common.failed}: ${e instanceof Error ? e.message : String(e)}`);
      }
      await after?.();
      return ok;
    },
    [message, after],
  );
}

/**
 * The row open in a modal or drawer (`item`, null: closed): `open` it, `close` it, or `saved`
 * closes it and runs `after` (a list's reload).
 */
export function useEditing<T>(after: () => unknown) {
  const [item, open] = useState<T | null>(null);
  return {
    item,
    open,
    close: () => open(null),
    saved: () => {
      open(null);
      void after();
    },
  };
}

type ListTableProps<T> = Omit<TableProps<T>, 'size' | 'dataSource' | 'loading'> & {
  source: { list: T[]; loading: boolean };
};

/** The console's table: small, its rows and loading state from a `useList` result. */
export function ListTable<T extends object>({ source, ...props }: ListTableProps<T>) {
  return <Table<T> size="small" loading={source.loading} dataSource={source.list} {...props} />;
}

/**
 * A table of items with ids, all on one page (`paged`: ten a page): the id column (`idWidth` px
 * wide) first.
 */
export function ItemTable<T extends { id: number | string }>({
  idWidth,
  columns = [],
  paged = false,
  ...props
}: Omit<ListTableProps<T>, 'rowKey' | 'pagination'> & { idWidth?: number; paged?: boolean }) {
  return (
    <ListTable<T>
      rowKey="id"
      {...(paged ? {} : { pagination: false })}
      columns={[idColumn(idWidth), ...columns]}
      {...props}
    />
  );
}

/**
 * A list screen: a card with a refresh button (`onRefresh`, else the list's own reload) over
 * every row of a `useList` result on one page.
 */
export function ListCard<T extends object>({
  source,
  title,
  size = 'small',
  style,
  onRefresh = source.reload,
  ...table
}: Omit<ListTableProps<T>, 'title' | 'style'> & {
  source: { reload: () => unknown };
  onRefresh?: () => unknown;
} & Pick<CardProps, 'title' | 'size' | 'style'>) {
  return (
    <Card
      size={size}
      title={title}
      style={style}
      extra={<Button onClick={onRefresh}>{t.common.refresh}</Button>}
    >
      <ListTable source={source} pagination={false} {...table} />
    </Card>
  );
}

/** The id column of a list, `width` px wide (or as wide as it needs). */
export const idColumn = (width?: number) => ({ title: t.common.id, dataIndex: 'id', width });

/**
 * The cover column of items whose cover the console reads back at `/api/admin${path}/:id/cover`
 * (`stamp` against the browser's cache after a new one), `width` px wide.
 */
export const itemCoverColumn = <T extends { id: number; hasCover: boolean }>(
  title: string,
  path: string,
  o: { stamp?: number; width?: number; imgWidth?: number } = {},
) =>
  coverColumn<T>(
    title,
    (row) => (row.hasCover ? `/api/admin${path}/${row.id}/cover${o.stamp ? `?t=${o.stamp}` : ''}` : null),
    o.width,
    o.imgWidth,
  );

/** A row's cover thumbnail, `imgWidth` px wide in a `width` px column; none where `src` gives null. */
export const coverColumn = <T,>(
  title: string,
  src: (row: T) => string | null,
  width = 70,
  imgWidth = 48,
) => ({
  title,
  width,
  render: (_x: unknown, row: T) => {
    const url = src(row);
    return url ? <img alt="" src={url} style={{ width: imgWidth, borderRadius: 2 }} /> : null;
  },
});

/** When a row was created, `width` px wide (or as wide as it needs). */
export const createdColumn = (width?: number) => ({
  title: t.common.created,
  dataIndex: 'createdAt',
  width,
  render: when,
});

/** Columns of a recharge order: the orders list, its reconciliation and a user's orders. */
export const orderColumns = {
  orderNo: { title: t.money.orderNo, dataIndex: 'orderNo' },
  user: { title: t.money.user, dataIndex: 'userId' },
  title: { title: t.money.title, dataIndex: 'title' },
  amount: { title: t.money.amount, dataIndex: 'amountFen', render: yuan },
  status: { title: t.common.status, dataIndex: 'status' },
  paidAt: { title: t.money.paidAt, dataIndex: 'paidAt', render: when },
};
/** The order columns named, in that order. */
export const orderCols = (...keys: Array<keyof typeof orderColumns>) => keys.map((k) => orderColumns[k]);

/** A screen of tabs on one card (each tab one part of the screen): key → [label, its component]. */
export function CardTabs({ tabs }: { tabs: Record<string, [string, React.ComponentType]> }) {
  const items: TabsProps['items'] = Object.entries(tabs).map(([key, [label, Part]]) => ({
    key,
    label,
    children: <Part />,
  }));
  return (
    <Card>
      <Tabs items={items} />
    </Card>
  );
}

/** A value of a fixed set shown as a coloured tag with its zh-CN label. */
export function LabelTag<K extends string>(props: {
  value: K;
  labels: Record<K, string>;
  colors?: Partial<Record<K, string>>;
}) {
  return <Tag color={props.colors?.[props.value]}>{props.labels[props.value] ?? props.value}</Tag>;
}

/** Minutes:seconds of a duration in seconds. */
export const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * A list with an add/edit modal form (collections, topics, circles, games, live channels): saved
 * as the name, the description, `body`'s fields and the sort, POST to `path` or `update` (PUT)
 * to `path/:id`, then `reload`.
 */
export function NamedList<T extends { id: number }>(props: {
  list: T[];
  loading: boolean;
  columns: Array<{ title: string; render: (row: T) => React.ReactNode }>;
  /** The name field (`name` or `title`) and its limit; description and sort come with every list. */
  nameField: { key: string; label: string; max: number };
  /** Fields between the description and the sort. */
  fields?: React.ReactNode;
  defaults: Partial<T>;
  path: string;
  update?: 'PUT' | 'PATCH';
  body?: (values: Record<string, unknown>) => object;
  reload: () => unknown;
  extraActions?: (row: T, index: number) => React.ReactNode;
  /** Rows with a cover uploaded at `${path}/:id/cover` (its `cover` an app path once there is one). */
  covers?: { label: string };
}) {
  const act = useAct();
  const [stamp, setStamp] = useState(Date.now());
  const coverAct = useAct(async () => {
    await props.reload();
    setStamp(Date.now());
  });
  const [editing, setEditing] = useState<Partial<T> | null>(null);
  const [form] = Form.useForm();
  const open = (row: Partial<T>) => {
    setEditing(row);
    form.setFieldsValue(row);
  };
  const save = async (id: number | null, v: Record<string, unknown>) => {
    const { key } = props.nameField;
    const body = { [key]: v[key], description: v.description ?? '', ...props.body?.(v), sort: v.sort ?? 0 };
    await admin(id ? (props.update ?? 'PUT') : 'POST', id ? `${props.path}/${id}` : props.path, body);
    await props.reload();
  };
  return (
    <Card
      size="small"
      extra={
        <Button type="primary" onClick={() => open(props.defaults)}>
          {t.common.add}
        </Button>
      }
    >
      <ItemTable
        source={props}
        idWidth={70}
        columns={[
          ...(props.covers
            ? [
                coverColumn<T>(props.covers.label, (row) =>
                  String((row as { cover?: string }).cover ?? '').startsWith('/')
                    ? `/api/admin${props.path}/${row.id}/cover?t=${stamp}`
                    : null,
                ),
              ]
            : []),
          ...props.columns.map((c) => ({ title: c.title, render: (_x: unknown, row: T) => c.render(row) })),
          {
            title: t.common.actions,
            width: 220,
            render: (_x: unknown, row: T, i: number) => (
              <Space wrap>
                <Button size="small" onClick={() => open(row)}>
                  {t.common.edit}
                </Button>
                {props.covers ? (
                  <FilesUpload
                    accept={IMAGE_TYPES}
                    multiple={false}
                    act={coverAct}
                    send={(file) => admin('PUT', `${props.path}/${row.id}/cover`, file)}
                    labels={t.covers}
                    statusTestId="cover-status"
                  >
                    <Button size="small" data-testid="cover-upload">
                      {t.covers.upload}
                    </Button>
                  </FilesUpload>
                ) : null}
                {props.extraActions?.(row, i)}
              </Space>
            ),
          },
        ]}
      />
      <FormModal
        open={editing !== null}
        title={editing?.id ? `${t.common.edit} #${editing.id}` : t.common.add}
        onClose={() => setEditing(null)}
        form={form}
        onFinish={async (values: Record<string, unknown>) => {
          if (await act(() => save(editing?.id ?? null, values))) setEditing(null);
        }}
      >
        <Form.Item
          name={props.nameField.key}
          label={props.nameField.label}
          rules={[{ required: true, max: props.nameField.max }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t.common.description}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        {props.fields}
        <Form.Item name="sort" label={t.common.sort}>
          <InputNumber />
        </Form.Item>
      </FormModal>
    </Card>
  );
}

/** The tags field (`tags`): typed or pasted, split at either comma. */
export const TagsField = (props: { label: string; style?: React.CSSProperties }) => (
  <Form.Item name="tags" label={props.label}>
    <Select mode="tags" style={props.style} tokenSeparators={[',', '，']} />
  </Form.Item>
);

/** An item's description (`description`): three rows, up to 2000 characters. */
export const DescriptionField = ({ label }: { label: string }) => (
  <Form.Item name="description" label={label}>
    <Input.TextArea rows={3} maxLength={2000} />
  </Form.Item>
);

/**
 * A form in a modal (closed: destroyed): OK submits it to `onFinish`, Cancel calls `onClose`.
 * `form` where the caller sets values itself.
 */
export function FormModal<V>(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  onFinish: (values: V) => unknown;
  form?: FormInstance;
  initialValues?: object;
  testId?: string;
  children: React.ReactNode;
}) {
  const [own] = Form.useForm();
  const form = props.form ?? own;
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid={props.testId}
        initialValues={props.initialValues}
        onFinish={props.onFinish}
      >
        {props.children}
      </Form>
    </Modal>
  );
}

/** A small red button that asks first (`confirm`, else 确定？) and then runs `onConfirm`. */
export function ConfirmButton(props: {
  label: string;
  onConfirm: () => unknown;
  confirm?: string;
  testId?: string;
}) {
  return (
    <Popconfirm title={props.confirm ?? t.common.confirm} onConfirm={props.onConfirm}>
      <Button size="small" danger data-testid={props.testId}>
        {props.label}
      </Button>
    </Popconfirm>
  );
}

/** `list` with entry `i` and its neighbour `by` away swapped (a move one place back or on). */
export const swapped = <T,>(list: readonly T[], i: number, by: -1 | 1): T[] => {
  const next = [...list];
  [next[i], next[i + by]] = [next[i + by]!, next[i]!];
  return next;
};

/** Two small buttons moving entry `i` of `count` one place back or on (`labels`: 上移/下移, 左移/右移). */
export function MoveButtons(props: {
  i: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  labels: readonly [string, string];
}) {
  return (
    <>
      <Button size="small" disabled={props.i === 0} onClick={() => props.onMove(-1)}>
        {props.labels[0]}
      </Button>
      <Button size="small" disabled={props.i === props.count - 1} onClick={() => props.onMove(1)}>
        {props.labels[1]}
      </Button>
    </>
  );
}
