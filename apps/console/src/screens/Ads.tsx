import type { AdminAd } from '@lld/protocol/api/content-admin';
import { AD_POSITIONS } from '@lld/protocol/tables';
import {
  Badge,
  Button,
  Card,
  Carousel,
  Empty,
  Form,
  Input,
  InputNumber,
  Menu,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { admin, when } from '../api.ts';
import { t } from '../i18n.ts';
import { ConfirmButton, coverColumn, FormModal, ItemTable, useAct, useEditing, useList } from './shared.tsx';

const ta = t.ads;

/** `datetime-local` text in the operator's zone ↔ UTC seconds (empty: no limit). */
const toLocal = (s: number | null) => {
  if (s === null) return '';
  const d = new Date(s * 1000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: unknown) =>
  typeof v === 'string' && v ? Math.floor(new Date(v).getTime() / 1000) : null;

type AdForm = Omit<AdminAd, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string };

const stateOf = (ad: AdminAd) => (ad.live ? 'live' : ad.enabled ? 'scheduled' : 'off');
const STATE_COLOUR = { live: 'green', scheduled: 'orange', off: 'default' } as const;

/** What the app shows at the position now: its live ads in order, a carousel when several. */
function Preview({ ads, position, stamp }: { ads: AdminAd[]; position: number; stamp: number }) {
  const live = ads.filter((a) => a.live);
  const name = AD_POSITIONS.find((p) => p.value === position)?.name ?? '';
  const slide = (ad: AdminAd) =>
    ad.hasCover ? (
      <img
        key={ad.id}
        alt={ad.title}
        src={`/api/admin/ads/${ad.id}/cover?t=${stamp}`}
        style={{ width: '100%', display: 'block', borderRadius: 8 }}
      />
    ) : (
      <div key={ad.id} style={{ padding: 24, background: '#f0f0f0', borderRadius: 8, textAlign: 'center' }}>
        {ad.title} · {ta.noPicture}
      </div>
    );
  return (
    <Card size="small" title={ta.preview} style={{ width: 340 }} data-testid="ad-preview">
      <div
        style={{
          border: '8px solid #222',
          borderRadius: 24,
          padding: 12,
          background: '#fff',
          minHeight: 200,
        }}
      >
        <Typography.Text type="secondary">
          {position} · {name}
        </Typography.Text>
        <div style={{ marginTop: 8 }}>
          {live.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ta.previewEmpty} />
          ) : live.length === 1 ? (
            slide(live[0]!)
          ) : (
            <Carousel autoplay dots>
              {live.map(slide)}
            </Carousel>
          )}
        </div>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {ta.previewHint}
      </Typography.Paragraph>
    </Card>
  );
}

/** Adds or changes an ad: position, title, link, order, on/off, window. */
function AdModal(props: { ad: Partial<AdminAd> | null; onClose: () => void; onSaved: () => void }) {
  const act = useAct();
  const ad = props.ad;
  if (!ad) return null;
  return (
    <FormModal
      open
      title={ad.id ? `${ta.editAd} #${ad.id}` : ta.newAd}
      onClose={props.onClose}
      testId="ad-form"
      initialValues={{ ...ad, startsAt: toLocal(ad.startsAt ?? null), endsAt: toLocal(ad.endsAt ?? null) }}
      onFinish={async (f: AdForm) => {
        const body = {
          position: f.position,
          title: f.title,
          link: f.link ?? '',
          sort: f.sort ?? 0,
          enabled: Boolean(f.enabled),
          startsAt: fromLocal(f.startsAt),
          endsAt: fromLocal(f.endsAt),
        };
        const ok = await act(() =>
          ad.id ? admin('PUT', `/ads/${ad.id}`, body) : admin('POST', '/ads', body),
        );
        if (ok) props.onSaved();
      }}
    >
      <Form.Item name="position" label={ta.position} rules={[{ required: true }]}>
        <Select options={AD_POSITIONS.map((p) => ({ value: p.value, label: `${p.value} · ${p.name}` }))} />
      </Form.Item>
      <Form.Item name="title" label={ta.title} rules={[{ required: true, whitespace: true, max: 40 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="link" label={ta.link} extra={ta.linkHint} rules={[{ max: 500 }]}>
        <Input />
      </Form.Item>
      <Space wrap>
        <Form.Item name="sort" label={ta.sort}>
          <InputNumber />
        </Form.Item>
        <Form.Item name="enabled" label={ta.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item name="startsAt" label={ta.startsAt} extra={ta.windowHint}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="endsAt" label={ta.endsAt}>
          <Input type="datetime-local" />
        </Form.Item>
      </Space>
    </FormModal>
  );
}

/** Banner ads per position (1–13, 40): the position's ads, their pictures, and a preview of what the app shows. */
export default function Ads() {
  const [position, setPosition] = useState<number>(AD_POSITIONS[0]!.value);
  const [stamp, setStamp] = useState(Date.now());
  const all = useList(async () => (await admin<{ list: AdminAd[] }>('GET', '/ads')).list);
  const editing = useEditing<Partial<AdminAd>>(all.reload);
  const act = useAct(async () => {
    await all.reload();
    setStamp(Date.now());
  });
  const here = { list: all.list.filter((a) => a.position === position), loading: all.loading };
  const liveAt = (p: number) => all.list.filter((a) => a.position === p && a.live).length;
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card
        size="small"
        title={ta.positions}
        style={{ width: 220, flex: 'none' }}
        styles={{ body: { padding: 0 } }}
      >
        <Menu
          mode="inline"
          selectedKeys={[String(position)]}
          onClick={(e) => setPosition(Number(e.key))}
          items={AD_POSITIONS.map((p) => ({
            key: String(p.value),
            label: (
              <Space data-testid={`ad-position-${p.value}`}>
                <span>
                  {p.value} · {p.name}
                </span>
                <Badge
                  count={liveAt(p.value)}
                  size="small"
                  color="green"
                  title={ta.liveCount(liveAt(p.value))}
                />
              </Space>
            ),
          }))}
        />
      </Card>
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Card
          size="small"
          title={AD_POSITIONS.find((p) => p.value === position)?.name}
          extra={
            <Button
              type="primary"
              data-testid="new-ad"
              onClick={() =>
                editing.open({ position, title: '', link: '', sort: here.list.length, enabled: true })
              }
            >
              {ta.newAd}
            </Button>
          }
        >
          <ItemTable
            source={here}
            idWidth={60}
            columns={[
              coverColumn<AdminAd>(
                ta.picture,
                (a) => (a.hasCover ? `/api/admin/ads/${a.id}/cover?t=${stamp}` : null),
                90,
                72,
              ),
              {
                title: ta.title,
                render: (_x, a) => (
                  <>
                    <div data-testid="ad-title">{a.title}</div>
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
                      {a.link}
                    </Typography.Text>
                  </>
                ),
              },
              { title: ta.sortShort, dataIndex: 'sort', width: 60 },
              {
                title: t.common.status,
                width: 120,
                render: (_x, a) => (
                  <>
                    <Tag color={STATE_COLOUR[stateOf(a)]}>{ta.states[stateOf(a)]}</Tag>
                    {a.startsAt === null && a.endsAt === null ? null : (
                      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {when(a.startsAt)} – {when(a.endsAt)}
                      </Typography.Text>
                    )}
                  </>
                ),
              },
              { title: ta.clicks, dataIndex: 'clicks', width: 56 },
              {
                title: t.common.actions,
                width: 230,
                render: (_x, a) => (
                  <Space>
                    <Button size="small" onClick={() => editing.open(a)}>
                      {t.common.edit}
                    </Button>
                    <Upload
                      accept="image/jpeg,image/png,image/webp,image/gif"
                      showUploadList={false}
                      beforeUpload={(file) => {
                        void act(() => admin('PUT', `/ads/${a.id}/cover`, file));
                        return false;
                      }}
                    >
                      <Button size="small" data-testid="ad-picture">
                        {ta.changePicture}
                      </Button>
                    </Upload>
                    <ConfirmButton
                      label={ta.remove}
                      confirm={ta.removeConfirm}
                      onConfirm={() => act(() => admin('DELETE', `/ads/${a.id}`), ta.removed)}
                    />
                  </Space>
                ),
              },
            ]}
          />
        </Card>
        <Preview ads={here.list} position={position} stamp={stamp} />
      </div>
      <AdModal
        key={editing.item?.id ?? 'new'}
        ad={editing.item}
        onClose={editing.close}
        onSaved={editing.saved}
      />
    </div>
  );
}
