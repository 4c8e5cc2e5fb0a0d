// A story written by the AI studio (text to novel), read in the novel reader's page: the same
// font size, line height, colours and night mode (its settings panel), opened by tapping the
// middle of the page. The story is one of the caller's own jobs (`texttonovel/info`).
import { aiCalls } from '@lld/protocol/api/calls/ai';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '@/lib/api/client';
import { tNovels } from '../i18n';
import { BookPending } from './components/book-pending';
import { Settings } from './novel-reader';
import { ReaderTop, readerPageProps } from './reader-page';
import { useReaderSettings } from './reader-settings';
import './novel-reader.css';

export default function AiStoryReader({ jobId }: { jobId: number }) {
  const settings = useReaderSettings();
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

  return (
    <div {...readerPageProps(settings, menu, setMenu)} data-testid="ai-story-reader">
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
      {menu || !data ? <ReaderTop>{data?.title ?? ''}</ReaderTop> : null}
      {menu && data ? (
        <div className="novel-reader__menu">
          <Settings />
        </div>
      ) : null}
    </div>
  );
}
