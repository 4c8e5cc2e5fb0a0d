// Chapters or tracks of a book, with free / VIP / price / bought markers and the current one.
import type { BookChapter } from '@lld/protocol/api/novels';
import { formatDuration, formatGold } from '@lld/protocol/format';
import './book-chapter-list.css';
import { LockIcon } from '@/components/icons/icons';
import { tNovels } from '../../i18n';

function Mark({ ch }: { ch: BookChapter }) {
  if (ch.access === 'free') return <span className="book-ch__mark is-free">{tNovels('free')}</span>;
  if (ch.unlocked)
    return (
      <span className="book-ch__mark is-bought">
        {ch.access === 'vip' ? tNovels('vip') : tNovels('bought')}
      </span>
    );
  if (ch.access === 'vip') return <span className="book-ch__mark is-vip">{tNovels('vip')}</span>;
  return (
    <span className="book-ch__mark is-paid">
      <LockIcon /> {formatGold(ch.priceFor)}
    </span>
  );
}

export function BookChapterList({
  chapters,
  currentId,
  onPick,
}: {
  chapters: readonly BookChapter[];
  currentId?: number | undefined;
  onPick: (ch: BookChapter) => void;
}) {
  return (
    <ul className="book-chapters">
      {chapters.map((ch) => (
        <li key={ch.id}>
          <button
            type="button"
            className={ch.id === currentId ? 'book-ch is-current' : 'book-ch'}
            aria-current={ch.id === currentId ? 'true' : undefined}
            onClick={() => onPick(ch)}
          >
            <span className="book-ch__title">{ch.title}</span>
            {ch.duration > 0 ? <span className="book-ch__meta">{formatDuration(ch.duration)}</span> : null}
            <Mark ch={ch} />
          </button>
        </li>
      ))}
    </ul>
  );
}
