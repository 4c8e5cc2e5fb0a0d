import type { AdminVideo } from '@lld/protocol/api/media-admin';
import { Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { admin } from '../../api.ts';
import { t } from '../../i18n.ts';
import { SubmitButton } from '../fields.tsx';
import { CoverEditor } from '../reading.tsx';
import { DescriptionField, TagsField, useAct } from '../shared.tsx';
import { AccessFields, type Collection, type Topic, tv } from './access-fields.tsx';

/** Edit one video: fields, topic, collection, access and price, cover. */
export function EditDrawer(props: {
  video: AdminVideo | null;
  topics: Topic[];
  collections: Collection[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const act = useAct();
  const v = props.video;
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
      <CoverEditor
        base={`/media/videos/${v.id}`}
        shown={v.hasCover}
        act={act}
        width={200}
        accept="image/*"
        onChanged={props.onSaved}
      />
      <Form
        layout="vertical"
        onFinish={save}
        initialValues={{ ...v, price: v.price / 100, actor: v.actor ?? '' }}
        data-testid="video-form"
      >
        <Form.Item name="title" label={tv.title} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <DescriptionField label={tv.description} />
        <TagsField label={tv.tags} />
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
        <SubmitButton label={t.common.save} />
      </Form>
    </Drawer>
  );
}
