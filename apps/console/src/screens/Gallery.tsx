import type { AdminGalleryItem } from '@lld/protocol/api/content-admin';
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
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import {
  accessText,
  CoverEditor,
  goldOf,
  ItemForm,
  NewItem,
  RowActions,
  StateTag,
  useItemList,
} from './reading.tsx';
import { coverColumn, createdColumn, idColumn, ListTable, useAct } from './shared.tsx';

const tg = t.gallery;
const tr = t.reading;
type GalleryType = 7 | 8;

/** The form's values as the API takes them: price in gold → hundredths, a free item at 0. */
const galleryBody = (f: Record<string, unknown>, type: GalleryType) => {
  const access = (f.access as AdminGalleryItem['access']) ?? 'free';
  return {
    title: f.title,
    description: f.description ?? '',
    tags: f.tags ?? [],
    previewCount: f.previewCount ?? 3,
    access,
    price: access === 'free' ? 0 : Math.round(Number(f.price ?? 0) * 100),
    ...(type === 8 ? { city: f.city ?? '', contact: f.contact ?? '' } : {}),
  };
};

/** An item's values for its form (price in gold). */
const formValues = (item: Partial<AdminGalleryItem>) => ({ ...item, price: goldOf(item.price ?? 0) });

/** Title, description, tags, preview count, access and price; a listing's city and contact. */
function GalleryFields({ type }: { type: GalleryType }) {
  return (
    <>
      <Form.Item name="title" label={tg.title} rules={[{ required: true, whitespace: true, max: 60 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="description" label={tg.description}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="tags" label={tg.tags}>
        <Select mode="tags" tokenSeparators={[',', '，']} />
      </Form.Item>
      {type === 8 ? (
        <Space wrap>
          <Form.Item name="city" label={tg.city} rules={[{ max: 20 }]}>
            <Input style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="contact"
            label={tg.contact}
            extra={tg.contactHint}
            rules={[{ required: true, whitespace: true, max: 200 }]}
          >
            <Input style={{ width: 280 }} />
          </Form.Item>
        </Space>
      ) : null}
      <Form.Item name="previewCount" label={tg.previewCount} extra={tg.previewHint}>
        <InputNumber min={0} max={100} />
      </Form.Item>
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

/** The pictures of an item: thumbnails in order; upload several at once, move, remove. */
function Pictures(props: { item: AdminGalleryItem; act: ReturnType<typeof useAct>; stamp: number }) {
  const { item, act } = props;
  const base = `/gallery/${item.id}/pictures`;
  const [status, setStatus] = useState('');
  const move = (i: number, by: -1 | 1) => {
    const order = item.pictures.map((p) => p.index);
    [order[i], order[i + by]] = [order[i + by]!, order[i]!];
    void act(() => admin('POST', `${base}/order`, { order }));
  };
  const upload = async (files: File[]) => {
    const ok = await act(async () => {
      for (const [i, f] of files.entries()) {
        setStatus(tg.uploading(i + 1, files.length));
        await admin('POST', base, f);
      }
    }, tg.uploaded);
    setStatus(ok ? tg.uploaded : tg.uploadFailed);
  };
  return (
    <Card
      size="small"
      title={`${tg.pictures} (${item.pictures.length})`}
      extra={
        <Space>
          {status ? <span data-testid="pictures-status">{status}</span> : null}
          <Upload
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            showUploadList={false}
            beforeUpload={(file, list) => {
              if (file === list[0])
                void upload(
                  [...list].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN', { numeric: true })),
                );
              return false;
            }}
          >
            <Button type="primary" data-testid="add-pictures">
              {tg.addPictures}
            </Button>
          </Upload>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{tg.picturesHint}</Typography.Paragraph>
      <Space wrap align="start" data-testid="pictures">
        {item.pictures.map((p, i) => (
          <div key={`${p.index}-${props.stamp}`} style={{ width: 150 }} data-testid="picture">
            <img
              alt={`${i + 1}`}
              src={`/api/admin${base}/${p.index}?t=${props.stamp}`}
              style={{ width: '100%', display: 'block', borderRadius: 4 }}
            />
            <Typography.Text type="secondary">
              {i + 1} · {p.width}×{p.height}
            </Typography.Text>
            <Space size={4}>
              <Button size="small" disabled={i === 0} onClick={() => move(i, -1)}>
                {tg.left}
              </Button>
              <Button size="small" disabled={i === item.pictures.length - 1} onClick={() => move(i, 1)}>
                {tg.right}
              </Button>
              <Button size="small" danger onClick={() => act(() => admin('DELETE', `${base}/${p.index}`))}>
                {tg.removePicture}
              </Button>
            </Space>
          </div>
        ))}
      </Space>
    </Card>
  );
}

/** One item: cover, fields, pictures. */
function GalleryDrawer(props: {
  item: AdminGalleryItem | null;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const [stamp, setStamp] = useState(Date.now());
  const act = useAct(async () => {
    await props.onChanged();
    setStamp(Date.now());
  });
  const item = props.item;
  if (!item) return null;
  const type = item.contentType;
  return (
    <Drawer
      open
      title={`${tg.types[type]} · ${item.title} #${item.id}`}
      size={820}
      onClose={props.onClose}
      destroyOnHidden
    >
      <CoverEditor
        base={`/gallery/${item.id}`}
        shown={item.hasCover || item.pictures.length > 0}
        act={act}
        width={100}
      />
      <ItemForm
        initial={formValues(item)}
        testId="gallery-form"
        save={(f) => act(() => admin('PUT', `/gallery/${item.id}`, galleryBody(f, type)))}
      >
        <GalleryFields type={type} />
      </ItemForm>
      <Pictures item={item} act={act} stamp={stamp} />
    </Drawer>
  );
}

/** Picture sets (7) and listings (8): make a draft, upload its pictures, publish, unpublish. */
export default function Gallery() {
  const [type, setType] = useState<GalleryType>(7);
  const [q, setQ] = useState('');
  const { items, act, open, setOpen, refresh } = useItemList<AdminGalleryItem>(
    '/gallery',
    `&contentType=${type}&q=${encodeURIComponent(q)}`,
    `${type}|${q}`,
  );
  return (
    <Card
      size="small"
      title={
        <Space>
          <Radio.Group
            optionType="button"
            value={type}
            onChange={(e) => setType(e.target.value as GalleryType)}
            options={([7, 8] as const).map((v) => ({ value: v, label: tg.types[v] }))}
          />
          <NewItem
            key={type}
            label={tg.newItem(type)}
            testId="new-gallery-item"
            initial={{ access: 'free', previewCount: 3, tags: [] }}
            create={(f) =>
              admin<AdminGalleryItem>('POST', '/gallery', { contentType: type, ...galleryBody(f, type) })
            }
            onMade={(item) => {
              setOpen(item);
              void items.reload();
            }}
          >
            <GalleryFields type={type} />
          </NewItem>
        </Space>
      }
      extra={<Input.Search placeholder={tg.searchPlaceholder} allowClear onSearch={setQ} />}
    >
      <ListTable
        rowKey="id"
        source={items}
        pagination={false}
        columns={[
          idColumn(70),
          coverColumn<AdminGalleryItem>(tr.cover, (g) =>
            g.hasCover || g.pictures.length > 0 ? `/api/admin/gallery/${g.id}/cover` : null,
          ),
          { title: tg.title, render: (_x, g) => <span data-testid="gallery-title">{g.title}</span> },
          { title: t.common.status, width: 90, render: (_x, g) => <StateTag published={g.published} /> },
          { title: tr.access, width: 110, render: (_x, g) => accessText(g.access, g.price) },
          { title: tg.pictureCount, width: 80, render: (_x, g) => g.pictures.length },
          ...(type === 8 ? [{ title: tg.city, dataIndex: 'city', width: 90 }] : []),
          { title: tg.views, dataIndex: 'views', width: 70 },
          createdColumn(160),
          {
            title: t.common.actions,
            width: 150,
            render: (_x, g) => (
              <RowActions
                act={act}
                published={g.published}
                onManage={() => setOpen(g)}
                setPublished={(published) => admin('POST', `/gallery/${g.id}/state`, { published })}
              />
            ),
          },
        ]}
      />
      <GalleryDrawer item={open} onClose={() => setOpen(null)} onChanged={refresh} />
    </Card>
  );
}
