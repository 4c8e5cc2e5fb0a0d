import type { AdminGalleryItem } from '@lld/protocol/api/content-admin';
import { Card, Drawer, Form, Input, InputNumber, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import { TextField } from './fields.tsx';
import {
  AccessPrice,
  accessText,
  CoverEditor,
  goldOf,
  hundredthsOf,
  ItemForm,
  OrderedPicture,
} from './reading.tsx';
import { ReadingItemScreen } from './reading-item-screen.tsx';
import { DescriptionField, TagsField, useAct } from './shared.tsx';
import { PicturesUpload } from './uploads.tsx';

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
    price: hundredthsOf(access, Number(f.price ?? 0)),
    ...(type === 8 ? { city: f.city ?? '', contact: f.contact ?? '' } : {}),
  };
};

/** An item's values for its form (price in gold). */
const formValues = (item: Partial<AdminGalleryItem>) => ({ ...item, price: goldOf(item.price ?? 0) });

/** Title, description, tags, preview count, access and price; a listing's city and contact. */
function GalleryFields({ type }: { type: GalleryType }) {
  return (
    <>
      <TextField name="title" label={tg.title} max={60} />
      <DescriptionField label={tg.description} />
      <TagsField label={tg.tags} />
      {type === 8 ? (
        <Space wrap>
          <Form.Item name="city" label={tg.city} rules={[{ max: 20 }]}>
            <Input style={{ width: 160 }} />
          </Form.Item>
          <TextField
            name="contact"
            label={tg.contact}
            max={200}
            extra={tg.contactHint}
            style={{ width: 280 }}
          />
        </Space>
      ) : null}
      <Form.Item name="previewCount" label={tg.previewCount} extra={tg.previewHint}>
        <InputNumber min={0} max={100} />
      </Form.Item>
      <AccessPrice />
    </>
  );
}

/** The pictures of an item: thumbnails in order; upload several at once, move, remove. */
function Pictures(props: { item: AdminGalleryItem; act: ReturnType<typeof useAct>; stamp: number }) {
  const { item, act } = props;
  const base = `/gallery/${item.id}/pictures`;
  return (
    <Card
      size="small"
      title={`${tg.pictures} (${item.pictures.length})`}
      extra={
        <PicturesUpload
          base={base}
          act={act}
          labels={{ progress: tg.uploading, done: tg.uploaded, failed: tg.uploadFailed }}
          statusTestId="pictures-status"
          button={{ label: tg.addPictures, testId: 'add-pictures' }}
        />
      }
    >
      <Typography.Paragraph type="secondary">{tg.picturesHint}</Typography.Paragraph>
      <Space wrap align="start" data-testid="pictures">
        {item.pictures.map((p, i) => (
          <div key={`${p.index}-${props.stamp}`} style={{ width: 150 }} data-testid="picture">
            <OrderedPicture
              base={base}
              pictures={item.pictures}
              i={i}
              act={act}
              stamp={props.stamp}
              imgStyle={{ borderRadius: 4 }}
              labels={{ left: tg.left, right: tg.right, remove: tg.removePicture }}
            />
          </div>
        ))}
      </Space>
    </Card>
  );
}

/** One item: cover, fields, pictures. */
function GalleryDrawer(props: {
  item: AdminGalleryItem;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const [stamp, setStamp] = useState(Date.now());
  const act = useAct(async () => {
    await props.onChanged();
    setStamp(Date.now());
  });
  const item = props.item;
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
  return (
    <ReadingItemScreen<AdminGalleryItem>
      base="/gallery"
      noun="gallery"
      hasCover={(g) => g.hasCover || g.pictures.length > 0}
      body={(f) => galleryBody(f, type)}
      labels={{ newItem: tg.newItem(type), title: tg.title, searchPlaceholder: tg.searchPlaceholder }}
      newItem={{
        testId: 'new-gallery-item',
        initial: { access: 'free', previewCount: 3, tags: [] },
        fields: <GalleryFields type={type} />,
        body: (f) => ({ contentType: type, ...galleryBody(f, type) }),
      }}
      filter={{
        query: `&contentType=${type}`,
        key: String(type),
        control: (
          <Radio.Group
            optionType="button"
            value={type}
            onChange={(e) => setType(e.target.value as GalleryType)}
            options={([7, 8] as const).map((v) => ({ value: v, label: tg.types[v] }))}
          />
        ),
      }}
      columns={[
        { title: tr.access, width: 110, render: (_x, g) => accessText(g.access, g.price) },
        { title: tg.pictureCount, width: 80, render: (_x, g) => g.pictures.length },
        ...(type === 8 ? [{ title: tg.city, dataIndex: 'city', width: 90 }] : []),
        { title: tg.views, dataIndex: 'views', width: 70 },
      ]}
      drawer={(open) => <GalleryDrawer item={open.item} onClose={open.onClose} onChanged={open.refresh} />}
    />
  );
}
