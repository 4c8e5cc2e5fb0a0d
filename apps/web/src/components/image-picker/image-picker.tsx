import { UPLOAD_LIMITS } from '@lld/protocol/api/community';
import { useEffect, useRef } from 'react';
import { GuestBar } from '@/components/guest-bar/guest-bar';
import { errorText } from '@/lib/api/client';
import { uploadImage } from '@/lib/api/uploads';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import './image-picker.css';
import { CloseIcon } from '@/components/icons/icons';

export interface PickedImage {
  key: string;
  file: File;
  preview: string;
  state: 'uploading' | 'done' | 'error';
  url: string;
  error: string;
}

let seq = 0;

/** Picks up to `max` images, previews them at once, uploads each, and lets the user reorder them. */
export function ImagePicker({
  images,
  onChange,
  max,
}: {
  images: PickedImage[];
  /** How many images at most (a post 9, feedback 4). */
  max: number;
  onChange: (update: (prev: PickedImage[]) => PickedImage[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(images);
  latest.current = images;
  // Uploads need an account (the server says 4003): a guest is told before picking.
  const guest = useUserInfo().data?.isGuest ?? false;
  // Object URLs of previews are released when the screen goes.
  useEffect(
    () => () => {
      for (const i of latest.current) URL.revokeObjectURL(i.preview);
    },
    [],
  );

  const start = (img: PickedImage) => {
    onChange((prev) => prev.map((p) => (p.key === img.key ? { ...p, state: 'uploading', error: '' } : p)));
    uploadImage(img.file, img.file.name).then(
      (r) =>
        onChange((prev) => prev.map((p) => (p.key === img.key ? { ...p, state: 'done', url: r.url } : p))),
      (e: unknown) => {
        const error = errorText(e, e instanceof Error ? e.message : t('upload.imageFailed'));
        void toast(error);
        onChange((prev) => prev.map((p) => (p.key === img.key ? { ...p, state: 'error', error } : p)));
      },
    );
  };

  const add = (files: FileList | null) => {
    const room = max - latest.current.length;
    const list = Array.from(files ?? []);
    if (list.length > room) void toast(t('upload.imageLimit', { n: max }));
    const picked = list
      .slice(0, Math.max(room, 0))
      .filter((f) => {
        if (f.size <= UPLOAD_LIMITS.imageMaxBytes) return true;
        void toast(t('upload.imageTooLarge', { mb: Math.floor(UPLOAD_LIMITS.imageMaxBytes / 1024 / 1024) }));
        return false;
      })
      .map<PickedImage>((file) => ({
        key: `img-${++seq}`,
        file,
        preview: URL.createObjectURL(file),
        state: 'uploading',
        url: '',
        error: '',
      }));
    onChange((prev) => [...prev, ...picked]);
    for (const p of picked) start(p);
  };

  const move = (i: number, d: -1 | 1) =>
    onChange((prev) => {
      const next = [...prev];
      const j = i + d;
      if (j < 0 || j >= next.length) return prev;
      [next[i], next[j]] = [next[j]!, next[i]!];
      return next;
    });

  const remove = (key: string) =>
    onChange((prev) => {
      const gone = prev.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return prev.filter((p) => p.key !== key);
    });

  if (guest) return <GuestBar className="cm-picker-guest" text={t('upload.needsAccount')} />;
  return (
    <div className="cm-picker-grid">
      {images.map((img, i) => (
        <div key={img.key} className={`cm-thumb is-${img.state}`} data-state={img.state}>
          <img src={img.preview} alt={t('common.imageAlt')} />
          <span className="cm-thumb__index">{i + 1}</span>
          {img.state === 'uploading' ? (
            <span className="cm-thumb__mask">{t('upload.imageUploading')}</span>
          ) : null}
          {img.state === 'error' ? (
            <button type="button" className="cm-thumb__mask" onClick={() => start(img)}>
              {t('upload.imageFailed')}
            </button>
          ) : null}
          <button
            type="button"
            className="cm-thumb__remove"
            aria-label={t('upload.removeImage')}
            onClick={() => remove(img.key)}
          >
            <CloseIcon />
          </button>
          <span className="cm-thumb__move">
            <button
              type="button"
              aria-label={t('upload.moveLeft')}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ‹
            </button>
            <button
              type="button"
              aria-label={t('upload.moveRight')}
              disabled={i === images.length - 1}
              onClick={() => move(i, 1)}
            >
              ›
            </button>
          </span>
        </div>
      ))}
      {images.length < max ? (
        <button type="button" className="cm-picker" onClick={() => input.current?.click()}>
          <span className="cm-picker__plus">+</span>
          <span>{t('upload.addImage')}</span>
        </button>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        hidden
        data-testid="image-input"
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
    </div>
  );
}
