/**
 * `<LazyImage>`: loads an image once at least 30% of it is visible (with a 100px bottom margin,
 * spec §4, §9) through the image cache (fetch, de-obfuscate, cache), showing a neutral
 * placeholder until then and when loading fails, and fading the image in when ready.
 */
import { LAZY_IMAGE_DEFAULTS } from '@lld/protocol/constants';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { imageCache } from '@/lib/image-cache';
import { canObserveIntersections } from '@/lib/viewport';
import common from '@/locales/zh-CN/common';
import './lazy-image.css';

export type LazyImageFit = 'cover' | 'contain' | 'fill';

export interface LazyImageProps {
  /** Image path on an IMAGE domain, or an absolute URL. Empty shows the placeholder. */
  src: string | null | undefined;
  alt?: string;
  className?: string;
  style?: CSSProperties;
  /** Width / height, e.g. `750 / 300`. The box keeps this ratio before the image arrives. */
  ratio?: number;
  fit?: LazyImageFit;
  /** Load at once instead of waiting to be visible (first screen, carousels). */
  eager?: boolean;
  /**
   * The screen's largest image (its LCP element, issue 19): loaded at once (implies `eager`),
   * fetched with priority high, marked `fetchpriority="high"` and shown without a fade-in.
   */
  priority?: boolean;
  /**
   * Load as soon as any part comes within a screen of the viewport (readers, whose pages are
   * read in order and may be only partly in view: a jump to a chapter's end left the page above
   * its end a dark gap, since less than 30% of it showed — issue 22).
   */
  ahead?: boolean;
  /** Shown instead of the default placeholder. */
  placeholder?: ReactNode;
  onLoad?: () => void;
  onError?: (error: unknown) => void;
}

/** The default image: a grey card with the app mark (a play triangle in a rounded frame). */
export function ImagePlaceholder({ className }: { className?: string }) {
  return (
    <svg
      className={className ? `lld-image-placeholder ${className}` : 'lld-image-placeholder'}
      viewBox="0 0 120 120"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="34" y="34" width="52" height="52" rx="14" fill="none" strokeWidth="5" />
      <path d="M53 48.5v23a2 2 0 0 0 3 1.7l19-11.5a2 2 0 0 0 0-3.4l-19-11.5a2 2 0 0 0-3 1.7z" />
    </svg>
  );
}

/** `ahead`: a screen above and below the viewport. */
const AHEAD_MARGIN = '100% 0px 100% 0px';

type Phase = 'idle' | 'loading' | 'ready' | 'failed';

export function LazyImage({
  src,
  alt,
  className,
  style,
  ratio,
  fit = 'cover',
  eager: eagerProp = false,
  priority = false,
  ahead = false,
  placeholder,
  onLoad,
  onError,
}: LazyImageProps) {
  const eager = eagerProp || priority;
  const boxRef = useRef<HTMLDivElement>(null);
  const cached = src ? imageCache.peek(src) : undefined;
  const [visible, setVisible] = useState(eager || cached !== undefined);
  const [url, setUrl] = useState<string | undefined>(cached);
  const [phase, setPhase] = useState<Phase>(cached ? 'loading' : 'idle');
  const [shown, setShown] = useState(false);
  const callbacks = useRef({ onError });
  callbacks.current = { onError };

  // Reset when the source changes.
  const [lastSrc, setLastSrc] = useState(src);
  if (lastSrc !== src) {
    setLastSrc(src);
    const hit = src ? imageCache.peek(src) : undefined;
    setUrl(hit);
    setPhase(hit ? 'loading' : 'idle');
    setShown(false);
    if (hit || eager) setVisible(true);
  }
  // Asked to load now after all (a carousel's other covers once its first has shown).
  if (eager && !visible && src) setVisible(true);

  useEffect(() => {
    if (visible || !src) return;
    const el = boxRef.current;
    if (!el || !canObserveIntersections()) {
      setVisible(true);
      return;
    }
    const threshold = ahead ? 0 : LAZY_IMAGE_DEFAULTS.threshold;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold - 0.001)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin: ahead ? AHEAD_MARGIN : LAZY_IMAGE_DEFAULTS.rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible, src, ahead]);

  useEffect(() => {
    if (!visible || !src || url) return;
    let cancelled = false;
    setPhase('loading');
    (priority ? imageCache.load(src, { priority: 'high' }) : imageCache.load(src)).then(
      (objectUrl) => {
        if (!cancelled) setUrl(objectUrl);
      },
      (error: unknown) => {
        if (cancelled) return;
        setPhase('failed');
        callbacks.current.onError?.(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [visible, src, url, priority]);

  const boxStyle: CSSProperties | undefined =
    ratio && ratio > 0 ? { ...style, paddingTop: `${(100 / ratio).toFixed(4)}%` } : style;
  const classes = ['lld-lazy-image'];
  if (ratio && ratio > 0) classes.push('lld-lazy-image--ratio');
  // The screen's largest image shows as soon as it is decoded: a fade-in held the first
  // screen's largest paint back by its 0.3 s (issue 19).
  if (priority) classes.push('lld-lazy-image--instant');
  if (shown) classes.push('lld-lazy-image--loaded');
  if (phase === 'failed') classes.push('lld-lazy-image--failed');
  if (className) classes.push(className);

  return (
    <div ref={boxRef} className={classes.join(' ')} style={boxStyle} data-phase={shown ? 'ready' : phase}>
      {!shown && <div className="lld-lazy-image__placeholder">{placeholder ?? <ImagePlaceholder />}</div>}
      {url && phase !== 'failed' && (
        <img
          className="lld-lazy-image__img"
          src={url}
          alt={alt ?? common.imageAlt}
          style={{ objectFit: fit }}
          draggable={false}
          decoding="async"
          loading="eager"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          onLoad={() => {
            setShown(true);
            setPhase('ready');
            onLoad?.();
          }}
          onError={(e) => {
            setPhase('failed');
            onError?.(e);
          }}
        />
      )}
    </div>
  );
}
