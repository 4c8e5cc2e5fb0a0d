import {
  App,
  Button,
  Checkbox,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import { SwitchField, TextField } from './fields.tsx';
import { ConfirmButton, NamedList, useAct, useEditing, useList } from './shared.tsx';

const tl = t.live;

interface Programme {
  title: string;
  /** ISO date-times. */
  startsAt: string;
  endsAt: string;
  daily: boolean;
}

interface Channel {
  id: number;
  name: string;
  category: string;
  description: string;
  cover: string;
  access: 'free' | 'vip';
  sourceKind: 'file' | 'url';
  source: string;
  clock: boolean;
  enabled: boolean;
  recommended: boolean;
  sort: number;
  programmes: Programme[];
  encoder: string;
  viewers: number;
}

/** ISO ↔ the `datetime-local` text of the operator's zone. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => new Date(v).toISOString();

/** A channel's schedule: programmes with a start, an end and 每天重复; saved whole. */
function ScheduleModal(props: { channel: Channel | null; onClose: () => void; onSaved: () => void }) {
  const act = useAct();
  const [form] = Form.useForm<{
    programmes: Array<Omit<Programme, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string }>;
  }>();
  const ch = props.channel;
  if (!ch) return null;
  return (
    <Modal
      open
      width={760}
      title={tl.scheduleOf(ch.name)}
      onCancel={props.onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        data-testid="schedule-form"
        initialValues={{
          programmes: ch.programmes.map((p) => ({
            ...p,
            startsAt: toLocal(p.startsAt),
            endsAt: toLocal(p.endsAt),
          })),
        }}
        onFinish={async (f) => {
          const programmes = (f.programmes ?? []).map((p) => ({
            title: p.title,
            startsAt: fromLocal(p.startsAt),
            endsAt: fromLocal(p.endsAt),
            daily: Boolean(p.daily),
          }));
          if (await act(() => admin('PUT', `/live/channels/${ch.id}/schedule`, { programmes })))
            props.onSaved();
        }}
      >
        <Form.List name="programmes">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap data-testid="programme">
                  <Form.Item
                    name={[field.name, 'title']}
                    rules={[{ required: true, whitespace: true, max: 80 }]}
                  >
                    <Input placeholder={tl.programme} aria-label={tl.programme} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'startsAt']} rules={[{ required: true }]}>
                    <Input type="datetime-local" aria-label={tl.startsAt} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'endsAt']} rules={[{ required: true }]}>
                    <Input type="datetime-local" aria-label={tl.endsAt} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'daily']} valuePropName="checked">
                    <Checkbox>{tl.daily}</Checkbox>
                  </Form.Item>
                  <Button size="small" danger onClick={() => remove(field.name)}>
                    {tl.remove}
                  </Button>
                </Space>
              ))}
              <Button
                data-testid="add-programme"
                onClick={() => {
                  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
                  add({
                    title: '',
                    startsAt: toLocal(start.toISOString()),
                    endsAt: toLocal(new Date(start.getTime() + 3_600_000).toISOString()),
                    daily: false,
                  });
                }}
              >
                {tl.addProgramme}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

/** What an XMLTV file holds: its `<programme>` count and its channel ids (with their names). */
function xmltvSummary(xml: string) {
  const channels = [...xml.matchAll(/<channel\b[^>]*\bid\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/channel>/g)].map(
    (m) => ({ id: m[1]!, name: /<display-name\b[^>]*>([^<]*)</.exec(m[2]!)?.[1]?.trim() ?? '' }),
  );
  const programmes = (xml.match(/<programme\b/g) ?? []).length;
  return { channels, programmes };
}

/**
 * A channel's schedule from an XMLTV file: the file is read here, one of its channels picked
 * (the one named like this channel, else every programme), and the server replaces the schedule.
 */
function XmltvModal(props: { channel: Channel | null; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [file, setFile] = useState<{ name: string; xml: string } | null>(null);
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  const ch = props.channel;
  if (!ch) return null;
  const summary = file ? xmltvSummary(file.xml) : null;
  const submit = async () => {
    if (!file) {
      message.error(tl.xmltvNeedFile);
      return;
    }
    setBusy(true);
    try {
      const r = await admin<{ programmes: unknown[] }>('POST', `/live/channels/${ch.id}/xmltv`, {
        xml: file.xml,
        ...(picked ? { channel: picked } : {}),
      });
      message.success(tl.xmltvDone(r.programmes.length));
      props.onSaved();
    } catch (e) {
      message.error(`${t.common.failed}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={tl.xmltvOf(ch.name)}
      onCancel={props.onClose}
      onOk={submit}
      confirmLoading={busy}
      okButtonProps={{ disabled: !file || summary?.programmes === 0 }}
    >
      <Form layout="vertical" data-testid="xmltv-form">
        <Form.Item label={tl.xmltvFile} extra={tl.xmltvHint}>
          <Upload
            accept=".xml,text/xml,application/xml"
            showUploadList={false}
            beforeUpload={(f) => {
              void f.text().then((xml) => {
                const found = xmltvSummary(xml);
                setFile({ name: f.name, xml });
                setPicked(found.channels.find((c) => c.name === ch.name || c.id === ch.name)?.id ?? '');
              });
              return false;
            }}
          >
            <Button data-testid="xmltv-file">{file ? file.name : tl.xmltvChoose}</Button>
          </Upload>
        </Form.Item>
        {summary ? (
          <>
            <Typography.Paragraph
              type={summary.programmes ? 'secondary' : 'danger'}
              data-testid="xmltv-summary"
            >
              {summary.programmes ? tl.xmltvFound(summary.programmes, summary.channels.length) : tl.xmltvNone}
            </Typography.Paragraph>
            <Form.Item label={tl.xmltvChannel}>
              <Select
                value={picked}
                onChange={setPicked}
                options={[
                  { value: '', label: tl.xmltvAll },
                  ...summary.channels.map((c) => ({
                    value: c.id,
                    label: c.name ? `${c.name} (${c.id})` : c.id,
                  })),
                ]}
              />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}

/** Live channels: source (a file looped or a stream URL), access, on/off, order and schedule. */
export default function Live() {
  const channels = useList(async () => (await admin<{ list: Channel[] }>('GET', '/live/channels')).list);
  const act = useAct(channels.reload);
  const scheduling = useEditing<Channel>(channels.reload);
  const importing = useEditing<Channel>(channels.reload);
  return (
    <>
      <NamedList<Channel>
        list={channels.list}
        loading={channels.loading}
        defaults={{
          access: 'free',
          sourceKind: 'url',
          clock: true,
          enabled: true,
          recommended: false,
          sort: 0,
        }}
        columns={[
          { title: tl.name, render: (c) => <span data-testid="channel-name">{c.name}</span> },
          { title: tl.category, render: (c) => c.category },
          { title: tl.access, render: (c) => tl.accesses[c.access] },
          {
            title: tl.source,
            render: (c) => (
              <span style={{ wordBreak: 'break-all' }}>
                <Tag>{c.sourceKind}</Tag>
                {c.source}
              </span>
            ),
          },
          {
            title: tl.enabled,
            render: (c) => (
              <Space size={4}>
                <Tag color={c.enabled ? 'green' : 'default'}>{c.enabled ? tl.enabled : '—'}</Tag>
                {c.recommended ? <Tag color="gold">{tl.recommended}</Tag> : null}
              </Space>
            ),
          },
          {
            title: tl.programmes,
            render: (c) => <span data-testid="programme-count">{c.programmes.length}</span>,
          },
          {
            title: tl.encoder,
            render: (c) => (
              <span data-testid="encoder-state">
                {tl.encoderStates[c.encoder] ?? c.encoder} · {tl.viewers} {c.viewers}
              </span>
            ),
          },
        ]}
        nameField={{ key: 'name', label: tl.name, max: 40 }}
        fields={
          <>
            <Form.Item name="category" label={tl.category} rules={[{ max: 20 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="access" label={tl.access}>
              <Radio.Group
                optionType="button"
                options={(['free', 'vip'] as const).map((a) => ({ value: a, label: tl.accesses[a] }))}
              />
            </Form.Item>
            <Form.Item name="sourceKind" label={tl.sourceKind}>
              <Radio.Group
                options={(['url', 'file'] as const).map((k) => ({ value: k, label: tl.sourceKinds[k] }))}
              />
            </Form.Item>
            <TextField name="source" label={tl.source} max={1000} extra={tl.sourceHint} />
            <Space wrap>
              <SwitchField name="enabled" label={tl.enabled} />
              <SwitchField name="recommended" label={tl.recommended} />
              <SwitchField name="clock" label={tl.clock} />
            </Space>
          </>
        }
        path="/live/channels"
        update="PATCH"
        covers={{ label: tl.cover }}
        body={(v) => ({
          category: v.category ?? '',
          access: v.access,
          sourceKind: v.sourceKind,
          source: v.source,
          clock: Boolean(v.clock),
          enabled: Boolean(v.enabled),
          recommended: Boolean(v.recommended),
        })}
        reload={channels.reload}
        extraActions={(c) => (
          <>
            <Button size="small" data-testid="edit-schedule" onClick={() => scheduling.open(c)}>
              {tl.schedule}
            </Button>
            <Button size="small" data-testid="import-xmltv" onClick={() => importing.open(c)}>
              {tl.xmltv}
            </Button>
            <Button
              size="small"
              onClick={() => act(() => admin('POST', `/live/channels/${c.id}/stop`, {}), tl.stopped)}
            >
              {tl.stop}
            </Button>
            <ConfirmButton
              label={tl.remove}
              confirm={tl.deleteConfirm}
              onConfirm={() => act(() => admin('DELETE', `/live/channels/${c.id}`), tl.deleted)}
            />
          </>
        )}
      />
      <ScheduleModal
        key={scheduling.item?.id ?? 'none'}
        channel={scheduling.item}
        onClose={scheduling.close}
        onSaved={scheduling.saved}
      />
      <XmltvModal
        key={`xmltv-${importing.item?.id ?? 'none'}`}
        channel={importing.item}
        onClose={importing.close}
        onSaved={importing.saved}
      />
    </>
  );
}
