// A story written by the AI studio (text to novel), read in the novel reader's page: the same
// font size, line height, colours and night mode (its settings panel), opened by tapping the
// middle of the page. The story is one of the caller's own jobs (`texttonovel/info`).
import { aiCalls } from '@lld/protocol/api/calls/ai';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { useBackAction } from '@/components/page-header/back-action';
import { BackIcon } from '@/components/page-header/page-header';
import { apiCall } from '@/lib/api/client';
import { t } from '@/locales';
import { tNovels } from '../i18n';
import { tapReader } from '../reader-chrome';
import { BookPending } from './components/book-pending';
import { Settings } from './novel-reader';
import { colorsOf, useReaderSettings } from './reader-settings';
import './novel-reader.css';

export default function AiStoryReader({ jobId }: { jobId: number }) {
  const back = useBackAction();
  const settings = useReaderSettings();
  const colors = colorsOf(settings);
  const [menu, setMenu] = useState(false);
  const story = useQuery({
    queryKey: ['ai', 'story', jobId],
    queryFn: () => apiCall(aiCalls.texttonovelInfo, { id: jobId }),
  });
  const data = story.data;
  const paragraphs = (data?.text ?? '')
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const style = {
    '--reader-bg': colors.bg,
    '--reader-fg': colors.fg,
    '--reader-size': `${settings.fontSize}px`,
    '--reader-lh': String(settings.lineHeight),
  } as CSSProperties;

  return (
    <div
      className={settings.night ? 'novel-reader is-night' : 'novel-reader'}
      style={style}
      onClick={(e) => tapReader(e, { menu, setMenu, step: 0.85, controls: 'button, a, input' })}
      data-font-size={settings.fontSize}
      data-testid="ai-story-reader"
    >
      {data ? (
        <>
          <article className="novel-reader__body">
            <h1>{data.title}</h1>
            <p className="novel-reader__badge">{tNovels('aiStoryBadge')}</p>
            {paragraphs.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a finished story's paragraphs are fixed
              <p key={i}>{p}</p>
            ))}
          </article>
          <div className="novel-reader__end">
            <p>{tNovels('aiStoryEnd')}</p>
          </div>
        </>
      ) : (
        <BookPending query={story} />
      )}
      {menu || !data ? (
        <div className="novel-reader__top">
          <button type="button" className="novel-reader__back" aria-label={t('common.back')} onClick={back}>
            <BackIcon />
          </button>
          <span className="novel-reader__title">{data?.title ?? ''}</span>
        </div>
      ) : null}
      {menu && data ? (
        <div className="novel-reader__menu">
          <Settings />
        </div>
      ) : null}
    </div>
  );
}
