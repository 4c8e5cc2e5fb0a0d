import { COMMUNITY_LIMITS, UPLOAD_LIMITS } from '@lld/protocol/api/community';
import { useEffect, useRef } from 'react';
import { errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { uploadImage } from '../api/uploads';
import './image-picker.css';
import { tCommunity } from '../i18n';

export interface PickedImage {
  key: string;
  file: File;
  preview: string;
  state: 'uploading' | 'done' | 'error';
  url: string;
  error: string;
}

let seq = 0;

/** Picks up to 9 images, previews them at once, uploads each, and lets the user reorder them. */
export function ImagePicker({
  images,
  onChange,
}: {
  images: PickedImage[];
  onChange: (update: (prev: PickedImage[]) => PickedImage[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(images);
  latest.current = images;
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
        const error = errorText(e, e instanceof Error ? e.message : tCommunity('imageFailed'));
        void toast(error);
        onChange((prev) => prev.map((p) => (p.key === img.key ? { ...p, state: 'error', error } : p)));
      },
    );
  };

  const add = (files: FileList | null) => {
    const room = COMMUNITY_LIMITS.postImagesMax - latest.current.length;
    const list = Array.from(files ?? []);
    if (list.length > room) void toast(tCommunity('imageLimit', { n: COMMUNITY_LIMITS.postImagesMax }));
    const picked = list
      .slice(0, Math.max(room, 0))
      .filter((f) => f.size <= UPLOAD_LIMITS.imageMaxBytes)
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

  return (
    <div className="cm-picker-grid">
      {images.map((img, i) => (
        <div key={img.key} className={`cm-thumb is-${img.state}`} data-state={img.state}>
          <img src={img.preview} alt={t('common.imageAlt')} />
          <span className="cm-thumb__index">{i + 1}</span>
          {img.state === 'uploading' ? (
            <span className="cm-thumb__mask">{tCommunity('imageUploading')}</span>
          ) : null}
          {img.state === 'error' ? (
            <button type="button" className="cm-thumb__mask" onClick={() => start(img)}>
              {tCommunity('imageFailed')}
            </button>
          ) : null}
          <button
            type="button"
            className="cm-thumb__remove"
            aria-label={tCommunity('removeImage')}
            onClick={() => remove(img.key)}
          >
            ×
          </button>
          <span className="cm-thumb__move">
            <button
              type="button"
              aria-label={tCommunity('moveLeft')}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ‹
            </button>
            <button
              type="button"
              aria-label={tCommunity('moveRight')}
              disabled={i === images.length - 1}
              onClick={() => move(i, 1)}
            >
              ›
            </button>
          </span>
        </div>
      ))}
      {images.length < COMMUNITY_LIMITS.postImagesMax ? (
        <button type="button" className="cm-picker" onClick={() => input.current?.click()}>
          <span className="cm-picker__plus">+</span>
          <span>{tCommunity('addImage')}</span>
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
