// /mine/feedback (意见反馈) and /mine/problemFeedback (问题反馈): a category, a description
// (5–500 characters), up to 4 screenshots through the image upload (registered accounts), a
// contact; and 我的反馈, my past reports with their status and the operator's reply.
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  type FeedbackCategory,
  type FeedbackItem,
  type FeedbackKind,
} from '@lld/protocol/api/support';
import { formatDateTime, toEpochSeconds } from '@lld/protocol/format';
import { ROUTES } from '@lld/protocol/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ChoiceGroup } from '@/components/choice-group/choice-group';
import { ImagePicker, type PickedImage } from '@/components/image-picker/image-picker';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PullList } from '@/components/pull-list/pull-list';
import { TopTabBar } from '@/components/top-tab-bar/top-tab-bar';
import { useBusyCall } from '@/lib/api/busy-call';
import { onLiveMessage } from '@/lib/messages/unread-store';
import { selectIsGuest, useSessionStore } from '@/lib/session/session-store';
import { submitHandler } from '@/lib/submit';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { addFeedback, fetchMyFeedback } from '../api/support';
import { AccountPage } from '../components/account-page';
import { Field, SubmitButton, TextInput } from '../components/form';
import './feedback-screen.css';
import { type SupportKey, tSupport } from '../i18n';

type Tab = 'write' | 'mine';

export default function FeedbackScreen() {
  const { pathname } = useLocation();
  const kind: FeedbackKind = pathname === ROUTES.mineProblemFeedback ? 'problem' : 'feedback';
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'write';
  const queryClient = useQueryClient();
  // An operator reply arrives as a live message: show it in 我的反馈 without a reload.
  useEffect(
    () =>
      onLiveMessage((m) => {
        if (m.target.startsWith('feedback:'))
          void queryClient.invalidateQueries({ queryKey: ['support', 'feedback'] });
      }),
    [queryClient],
  );
  return (
    <AccountPage title={tSupport(kind === 'problem' ? 'problemTitle' : 'feedbackTitle')} className="fb-page">
      <TopTabBar
        tabs={[
          { id: 'write' as const, name: tSupport('tabWrite') },
          { id: 'mine' as const, name: tSupport('tabMine') },
        ]}
        activeId={tab}
        onChange={(id) => setParams(id === 'mine' ? { tab: 'mine' } : {}, { replace: true })}
      />
      {tab === 'write' ? (
        <FeedbackForm kind={kind} onSent={() => setParams({ tab: 'mine' }, { replace: true })} />
      ) : (
        <PullList
          queryKey={['support', 'feedback', kind]}
          fetchPage={fetchMyFeedback(kind)}
          keyOf={(f) => f.id}
          renderItem={(f) => <FeedbackCard item={f} />}
          empty={<p className="acc-empty">{tSupport('mineEmpty')}</p>}
        />
      )}
    </AccountPage>
  );
}

function FeedbackForm({ kind, onSent }: { kind: FeedbackKind; onSent: () => void }) {
  const queryClient = useQueryClient();
  const isGuest = useSessionStore(selectIsGuest);
  const categories = FEEDBACK_CATEGORIES[kind];
  const [category, setCategory] = useState<FeedbackCategory>(categories[0]);
  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const { busy, call } = useBusyCall();
  const [tried, setTried] = useState(false);
  const length = text.trim().length;
  const tooShort = length < FEEDBACK_LIMITS.textMin;

  const submit = submitHandler(async () => {
    setTried(true);
    if (tooShort || busy) return;
    if (images.some((i) => i.state === 'uploading')) return void toast(tSupport('waitUploads'));
    await call(tSupport('submit'), async () => {
      await addFeedback({
        kind,
        category,
        text: text.trim(),
        contact: contact.trim(),
        images: images.filter((i) => i.state === 'done').map((i) => i.url),
      });
      void toast(tSupport('submitted'));
      setText('');
      setImages([]);
      await queryClient.invalidateQueries({ queryKey: ['support', 'feedback', kind] });
      onSent();
    });
  });

  return (
    <form className="fb-form" onSubmit={submit} noValidate>
      <fieldset className="fb-form__group">
        <legend>{tSupport('categoryLabel')}</legend>
        <ChoiceGroup
          className="fb-cats"
          role="radio"
          ariaLabel={tSupport('categoryLabel')}
          options={categories}
          value={category}
          onChange={setCategory}
          choiceClassName="fb-cat"
          activeClassName="is-on"
          label={(c) => tSupport(`cat_${c}` as SupportKey)}
        />
      </fieldset>
      <label className="fb-form__group">
        <span className="fb-form__label">{tSupport('textLabel')}</span>
        <textarea
          className="fb-text"
          value={text}
          maxLength={FEEDBACK_LIMITS.textMax}
          rows={6}
          placeholder={tSupport('textPlaceholder', { min: FEEDBACK_LIMITS.textMin })}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={tried && tooShort}
        />
        <span className="fb-text__count">
          {tSupport('textCount', { n: length, max: FEEDBACK_LIMITS.textMax })}
        </span>
        {tried && tooShort ? (
          <span className="acc-field__error" role="alert">
            {tSupport('textTooShort', { min: FEEDBACK_LIMITS.textMin })}
          </span>
        ) : null}
      </label>
      <div className="fb-form__group">
        <span className="fb-form__label">{tSupport('imagesLabel', { n: FEEDBACK_LIMITS.imagesMax })}</span>
        {isGuest ? (
          <p className="fb-hint">{tSupport('imagesGuest')}</p>
        ) : (
          <ImagePicker images={images} onChange={setImages} max={FEEDBACK_LIMITS.imagesMax} />
        )}
      </div>
      <Field label={tSupport('contactLabel')}>
        <TextInput
          value={contact}
          onChange={setContact}
          maxLength={FEEDBACK_LIMITS.contactMax}
          placeholder={tSupport('contactPlaceholder')}
          aria-label={tSupport('contactLabel')}
        />
      </Field>
      <SubmitButton busy={busy} busyText={tSupport('submitting')}>
        {tSupport('submit')}
      </SubmitButton>
    </form>
  );
}

function FeedbackCard({ item: f }: { item: FeedbackItem }) {
  const at = (iso: string) => formatDateTime(toEpochSeconds(Date.parse(iso) / 1000));
  return (
    <article className="app-card fb-card">
      <header className="fb-card__head">
        <span className="fb-card__cat">{tSupport(`cat_${f.category}` as SupportKey)}</span>
        <span className={`fb-card__status is-${f.status}`}>
          {tSupport(`status_${f.status}` as SupportKey)}
        </span>
      </header>
      <p className="fb-card__text">{f.text}</p>
      {f.images.length > 0 ? (
        <div className="fb-card__images">
          {f.images.map((src) => (
            <span key={src} className="fb-card__thumb">
              <LazyImage className="fb-card__thumb-img" src={src} alt={t('common.imageAlt')} />
            </span>
          ))}
        </div>
      ) : null}
      <time className="fb-card__time" dateTime={f.createdAt}>
        {at(f.createdAt)}
      </time>
      {f.reply ? (
        <div className="fb-card__reply">
          <strong>{tSupport('operatorReply')}</strong>
          <p>{f.reply}</p>
          {f.repliedAt ? <time dateTime={f.repliedAt}>{at(f.repliedAt)}</time> : null}
        </div>
      ) : null}
    </article>
  );
}
