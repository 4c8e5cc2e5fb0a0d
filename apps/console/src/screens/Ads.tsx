import type { AdminAd, AdminAdPlacement } from '@lld/protocol/api/content-admin';
import { AD_POSITIONS, ICON_AD_LOCATION_IDS } from '@lld/protocol/tables';
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
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { admin, when } from '../api.ts';
import { t } from '../i18n.ts';
import { SwitchField, TextField } from './fields.tsx';
import {
  ConfirmButton,
  FormModal,
  ItemTable,
  itemCoverColumn,
  MoveButtons,
  swapped,
  useAct,
  useEditing,
  useList,
} from './shared.tsx';
import { FilesUpload, IMAGE_TYPES } from './uploads.tsx';

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

/** Where ads show: a banner position, an icon location, or one of the two floating windows. */
interface Place {
  placement: AdminAdPlacement;
  position: number;
  locId: number | null;
}
const FLOATING = ['floating', 'ai_floating'] as const;
const PLACES: Place[] = [
  ...AD_POSITIONS.map((p) => ({ placement: 'banner' as const, position: p.value, locId: null })),
  ...ICON_AD_LOCATION_IDS.map((locId) => ({ placement: 'icon' as const, position: 0, locId })),
  ...FLOATING.map((placement) => ({ placement, position: 0, locId: null })),
];
const keyOf = (p: Place) =>
  p.placement === 'banner'
    ? `banner-${p.position}`
    : p.placement === 'icon'
      ? `icon-${p.locId}`
      : p.placement;
const placeName = (p: Place) =>
  p.placement === 'banner'
    ? `${p.position} · ${AD_POSITIONS.find((x) => x.value === p.position)?.name ?? ''}`
    : p.placement === 'icon'
      ? ta.iconPlace(p.locId ?? 0)
      : ta.floatingPlaces[p.placement];
const isAt = (ad: AdminAd, p: Place) =>
  ad.placement === p.placement &&
  (p.placement !== 'banner' || ad.position === p.position) &&
  (p.placement !== 'icon' || ad.locId === p.locId);

const stateOf = (ad: AdminAd) => (ad.live ? 'live' : ad.enabled ? 'scheduled' : 'off');
const STATE_COLOUR = { live: 'green', scheduled: 'orange', off: 'default' } as const;

/** The ratio the app draws a banner at (apps/web ad-banner.tsx `AD_BANNER_RATIO`, every position). */
const BANNER_RATIO = { css: '750 / 300', label: '750:300' };
/** Icons and floating windows: square (apps/web icon-ads.tsx, floating-windows.tsx). */
const SQUARE = { css: '1 / 1', label: '1:1' };

/** An ad's picture as the app crops it (`ratio`, object-fit cover), or its title where it has none. */
function Picture({
  ad,
  stamp,
  ratio,
  width,
}: {
  ad: AdminAd;
  stamp: number;
  ratio: string;
  width: number | string;
}) {
  const box: React.CSSProperties = { width, aspectRatio: ratio, borderRadius: 8, overflow: 'hidden' };
  return ad.hasCover ? (
    <div style={box}>
      <img
        alt={ad.title}
        src={`/api/admin/ads/${ad.id}/cover?t=${stamp}`}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </div>
  ) : (
    <div style={{ ...box, background: '#f0f0f0', display: 'grid', placeItems: 'center', fontSize: 12 }}>
      {ad.title} · {ta.noPicture}
    </div>
  );
}

/**
 * What the app shows at the place now, cropped as the app crops it: a banner carousel at
 * 750:300, a row of square icons with their titles, or the one floating window.
 */
function Preview({ ads, place, stamp }: { ads: AdminAd[]; place: Place; stamp: number }) {
  const live = ads.filter((a) => a.live);
  const ratio = place.placement === 'banner' ? BANNER_RATIO : SQUARE;
  let body: React.ReactNode;
  if (live.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ta.previewEmpty} />;
  else if (place.placement === 'banner')
    body =
      live.length === 1 ? (
        <Picture ad={live[0]!} stamp={stamp} ratio={ratio.css} width="100%" />
      ) : (
        <Carousel autoplay dots>
          {live.map((ad) => (
            <Picture key={ad.id} ad={ad} stamp={stamp} ratio={ratio.css} width="100%" />
          ))}
        </Carousel>
      );
  else if (place.placement === 'icon')
    body = (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 }}>
        {live.map((ad) => (
          <div key={ad.id} style={{ textAlign: 'center', fontSize: 12 }}>
            <Picture ad={ad} stamp={stamp} ratio={ratio.css} width="100%" />
            <div style={{ marginTop: 4, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {ad.title}
            </div>
          </div>
        ))}
      </div>
    );
  else
    body = (
      <div style={{ display: 'flex', alignItems: 'flex-end', minHeight: 160 }}>
        <div style={{ textAlign: 'center', fontSize: 12, width: 64 }}>
          <Picture ad={live[0]!} stamp={stamp} ratio={ratio.css} width={64} />
          {live[0]!.title}
        </div>
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
        <Typography.Text type="secondary">{placeName(place)}</Typography.Text>
        <div style={{ marginTop: 8 }}>{body}</div>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {ta.ratioHint(ratio.label)}
        {place.placement === 'banner' || place.placement === 'icon' ? '' : `；${ta.floatingFirst}`}。
        {ta.previewHint}
      </Typography.Paragraph>
    </Card>
  );
}

/** Adds or changes an ad: where (a banner position or an icon location), title, link, order, on/off, window. */
function AdModal(props: { ad: Partial<AdminAd> | null; onClose: () => void; onSaved: () => void }) {
  const act = useAct();
  const ad = props.ad;
  if (!ad) return null;
  const placement = ad.placement ?? 'banner';
  return (
    <FormModal
      open
      title={ad.id ? `${ta.editAd} #${ad.id}` : ta.newAd}
      onClose={props.onClose}
      testId="ad-form"
      initialValues={{ ...ad, startsAt: toLocal(ad.startsAt ?? null), endsAt: toLocal(ad.endsAt ?? null) }}
      onFinish={async (f: AdForm) => {
        const body = {
          placement,
          position: placement === 'banner' ? f.position : 0,
          locId: placement === 'icon' ? f.locId : null,
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
      {placement === 'banner' ? (
        <Form.Item name="position" label={ta.position} rules={[{ required: true }]}>
          <Select options={AD_POSITIONS.map((p) => ({ value: p.value, label: `${p.value} · ${p.name}` }))} />
        </Form.Item>
      ) : placement === 'icon' ? (
        <Form.Item name="locId" label={ta.locId} rules={[{ required: true }]}>
          <Select options={ICON_AD_LOCATION_IDS.map((l) => ({ value: l, label: ta.iconPlace(l) }))} />
        </Form.Item>
      ) : null}
      <TextField name="title" label={ta.title} max={40} />
      <Form.Item name="link" label={ta.link} extra={ta.linkHint} rules={[{ max: 500 }]}>
        <Input />
      </Form.Item>
      <Space wrap>
        <Form.Item name="sort" label={ta.sort}>
          <InputNumber />
        </Form.Item>
        <SwitchField name="enabled" label={ta.enabled} />
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

/** The places in the menu: banners by position, icons by location, the floating windows. */
function placeMenu(liveAt: (p: Place) => number) {
  const item = (p: Place, testId: string) => ({
    key: keyOf(p),
    label: (
      <Space data-testid={testId}>
        <span>{placeName(p)}</span>
        <Badge count={liveAt(p)} size="small" color="green" title={ta.liveCount(liveAt(p))} />
      </Space>
    ),
  });
  const group = (key: AdminAdPlacement | 'floating', children: ReturnType<typeof item>[]) => ({
    type: 'group' as const,
    key,
    label: ta.places[key as keyof typeof ta.places],
    children,
  });
  return [
    group(
      'banner',
      PLACES.filter((p) => p.placement === 'banner').map((p) => item(p, `ad-position-${p.position}`)),
    ),
    group(
      'icon',
      PLACES.filter((p) => p.placement === 'icon').map((p) => item(p, `ad-icon-${p.locId}`)),
    ),
    group(
      'floating',
      PLACES.filter((p) => FLOATING.some((f) => f === p.placement)).map((p) => item(p, `ad-${p.placement}`)),
    ),
  ];
}

/**
 * Ads per place: banners per position (1–13, 40), icon ads per location (1–8) and the floating
 * windows; their pictures, order, and a preview of what the app shows, cropped as it crops.
 */
export default function Ads() {
  const [key, setKey] = useState(keyOf(PLACES[0]!));
  const place = PLACES.find((p) => keyOf(p) === key) ?? PLACES[0]!;
  const [stamp, setStamp] = useState(Date.now());
  const all = useList(async () => (await admin<{ list: AdminAd[] }>('GET', '/ads')).list);
  const editing = useEditing<Partial<AdminAd>>(all.reload);
  const act = useAct(async () => {
    await all.reload();
    setStamp(Date.now());
  });
  const here = { list: all.list.filter((a) => isAt(a, place)), loading: all.loading };
  const liveAt = (p: Place) => all.list.filter((a) => isAt(a, p) && a.live).length;
  const move = (i: number, by: -1 | 1) =>
    act(() =>
      admin('POST', '/ads/order', {
        ids: swapped(
          here.list.map((a) => a.id),
          i,
          by,
        ),
      }),
    );
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Card
        size="small"
        title={ta.positions}
        style={{ width: 220, flex: 'none' }}
        styles={{ body: { padding: 0 } }}
      >
        <Menu mode="inline" selectedKeys={[key]} onClick={(e) => setKey(e.key)} items={placeMenu(liveAt)} />
      </Card>
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Card
          size="small"
          title={placeName(place)}
          extra={
            <Button
              type="primary"
              data-testid="new-ad"
              onClick={() =>
                editing.open({
                  placement: place.placement,
                  position: place.position,
                  locId: place.locId,
                  title: '',
                  link: '',
                  sort: here.list.length,
                  enabled: true,
                })
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
              itemCoverColumn<AdminAd>(ta.picture, '/ads', { stamp, width: 90, imgWidth: 72 }),
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
                width: 300,
                render: (_x, a, i) => (
                  <Space wrap>
                    <Button size="small" onClick={() => editing.open(a)}>
                      {t.common.edit}
                    </Button>
                    <FilesUpload
                      accept={IMAGE_TYPES}
                      multiple={false}
                      act={act}
                      send={(file) => admin('PUT', `/ads/${a.id}/cover`, file)}
                      labels={ta.pictureUpload}
                      statusTestId="ad-picture-status"
                    >
                      <Button size="small" data-testid="ad-picture">
                        {ta.changePicture}
                      </Button>
                    </FilesUpload>
                    <MoveButtons
                      i={i}
                      count={here.list.length}
                      onMove={(by) => move(i, by)}
                      labels={[ta.up, ta.down]}
                    />
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
        <Preview ads={here.list} place={place} stamp={stamp} />
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
