// /community/publish?type=image|video: text, up to 9 pictures (previews, order, retry) or one
// video through the chunked uploader, category, optional circle and price. Lazy-loaded, and
// with it the uploader.
import { COMMUNITY_LIMITS } from '@lld/protocol/api/community';
import { ROUTES } from '@lld/protocol/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ChoiceGroup } from '@/components/choice-group/choice-group';
import { GuestBar } from '@/components/guest-bar/guest-bar';
import { ImagePicker, type PickedImage } from '@/components/image-picker/image-picker';
import { PageHeader } from '@/components/page-header/page-header';
import { errorText } from '@/lib/api/client';
import { useAppConfig } from '@/lib/session/api/get-config';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { useCircles } from './api/circles';
import { publishPost } from './api/posts';
import { VideoUpload } from './components/video-upload';
import { useChunkUploader } from './uploader/use-uploader';
import './community.css';
import './publish-screen.css';
import { tCommunity } from './i18n';

const KINDS = ['image', 'video'] as const;
type Kind = (typeof KINDS)[number];

/** One of a few named things (a category, a circle), picked by id. */
function Chips<Id extends number | null>(props: {
  options: ReadonlyArray<{ id: Id; name: string }>;
  value: Id;
  onChange: (id: Id) => void;
}) {
  return (
    <ChoiceGroup
      className="cm-chips"
      role="button"
      activeClassName="is-on"
      options={props.options.map((o) => o.id)}
      value={props.value}
      onChange={props.onChange}
      label={(id) => props.options.find((o) => o.id === id)?.name}
    />
  );
}

export default function PublishScreen() {
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('type') === 'video' ? 'video' : 'image';
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { data: config } = useAppConfig();
  const { data: user } = useUserInfo();
  const { data: circles } = useCircles();
  const categories = [...(config?.communityCategory ?? [])].sort((a, b) => a.sort - b.sort);
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [circleId, setCircleId] = useState<number | null>(null);
  const [price, setPrice] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const uploader = useChunkUploader();
  const video = uploader.files[0];
  const category = categoryId ?? categories[0]?.id ?? null;

  const submit = useMutation({
    mutationFn: () =>
      publishPost({
        text: text.trim(),
        categoryId: category ?? 0,
        ...(circleId ? { circleId } : {}),
        ...(kind === 'image'
          ? { images: images.map((i) => i.url) }
          : { images: [], videoUrl: video?.url ?? '' }),
        price: Math.round((Number(price) || 0) * 100),
      }),
    onSuccess: (post) => {
      void qc.invalidateQueries({ queryKey: ['community'] });
      if (post.status === 'published') {
        void toast(tCommunity('publishDone'));
        navigate(ROUTES.community, { replace: true });
      } else {
        void toast(tCommunity('publishPendingDone'));
        navigate(ROUTES.mineMyPost, { replace: true });
      }
    },
    onError: (e) => void toast(errorText(e, t('common.requestFailed'))),
  });

  const busy =
    images.some((i) => i.state !== 'done') ||
    (kind === 'video' && video !== undefined && video.state !== 'success');
  const hasContent =
    text.trim() !== '' || (kind === 'image' ? images.length > 0 : video?.state === 'success');
  const send = () => {
    if (busy) return void toast(tCommunity('waitUploads'));
    if (!hasContent) return void toast(tCommunity('needContent'));
    submit.mutate();
  };

  // A guest cannot publish: say so before they start with the shared 去登录 bar (as comments,
  // danmaku and uploads do), instead of a form that fails after it has been filled in (issue 22).
  if (user?.isGuest)
    return (
      <div className="cm-page cm-publish is-guest">
        <PageHeader title={tCommunity('publishTitle')} />
        <GuestBar className="cm-guest" text={tCommunity('guestBlocked')} />
      </div>
    );

  return (
    <div className="cm-page cm-publish">
      <PageHeader
        title={tCommunity('publishTitle')}
        right={{
          content: submit.isPending ? tCommunity('publishing') : tCommunity('publish'),
          onClick: send,
          disabled: submit.isPending,
        }}
      />
      <ChoiceGroup
        className="cm-kind"
        role="tab"
        activeClassName="is-on"
        options={KINDS}
        value={kind}
        onChange={(k) => setParams({ type: k }, { replace: true })}
        label={(k) => tCommunity(k === 'image' ? 'publishImage' : 'publishVideo')}
      />
      <div className="cm-textarea">
        <textarea
          value={text}
          maxLength={COMMUNITY_LIMITS.postTextMax}
          placeholder={tCommunity('textPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          aria-label={tCommunity('textPlaceholder')}
        />
        <span>{tCommunity('textCount', { n: text.length, max: COMMUNITY_LIMITS.postTextMax })}</span>
      </div>
      {kind === 'image' ? (
        <ImagePicker images={images} onChange={setImages} max={COMMUNITY_LIMITS.postImagesMax} />
      ) : (
        <VideoUpload uploader={uploader} />
      )}
      <section className="cm-field">
        <h2>{tCommunity('category')}</h2>
        <Chips options={categories} value={category} onChange={setCategoryId} />
      </section>
      {circles?.list.length ? (
        <section className="cm-field">
          <h2>{tCommunity('chooseCircle')}</h2>
          <Chips
            options={[{ id: null, name: tCommunity('noCircle') }, ...circles.list]}
            value={circleId}
            onChange={setCircleId}
          />
        </section>
      ) : null}
      <section className="cm-field is-row">
        <h2>{tCommunity('priceLabel')}</h2>
        <input
          inputMode="numeric"
          value={price}
          placeholder={tCommunity('priceFree')}
          onChange={(e) => setPrice(e.target.value.replace(/\D/g, '').slice(0, 3))}
          aria-label={tCommunity('priceLabel')}
        />
        <span className="cm-field__hint">{tCommunity('priceHint')}</span>
      </section>
    </div>
  );
}
