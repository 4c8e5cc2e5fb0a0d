// The episode list: every chapter as a cell with its free/VIP/price/bought marker, read chapters
// dimmed and the current one highlighted; order can be flipped. Used in the detail page, the
// PopEpisode popup and the reader's menu.
import type { ComicChapter } from '@lld/protocol/api/comics';
import { formatGold } from '@lld/protocol/format';
import { useEffect, useRef, useState } from 'react';
import { FILLED_LOCK, PathIcon } from '@/components/icons/icons';
import './episode-list.css';
import { tComics } from '../../i18n';

function Marker({ ch }: { ch: ComicChapter }) {
  if (ch.access === 'free') return <span className="episode__mark is-free">{tComics('free')}</span>;
  if (ch.unlocked)
    return (
      <span className="episode__mark is-bought">
        {ch.access === 'vip' && ch.priceFor === 0 ? tComics('vip') : tComics('bought')}
      </span>
    );
  if (ch.access === 'vip') return <span className="episode__mark is-vip">{tComics('vip')}</span>;
  return (
    <span className="episode__mark is-paid">
      <PathIcon d={FILLED_LOCK} box={12} size={10} filled />
      {formatGold(ch.priceFor)}
    </span>
  );
}

export interface EpisodeListProps {
  chapters: readonly ComicChapter[];
  currentId?: number | undefined;
  onPick: (chapter: ComicChapter) => void;
  /** Show the order switch (default true). */
  sortable?: boolean;
  /** Scroll the current chapter into view on mount (popups). */
  scrollToCurrent?: boolean;
}

export function EpisodeList({
  chapters,
  currentId,
  onPick,
  sortable = true,
  scrollToCurrent,
}: EpisodeListProps) {
  const [desc, setDesc] = useState(false);
  const list = desc ? [...chapters].reverse() : chapters;
  const currentRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (scrollToCurrent) currentRef.current?.scrollIntoView({ block: 'center' });
  }, [scrollToCurrent]);
  return (
    <div className="episode-list">
      {sortable ? (
        <div className="episode-list__bar">
          <span>{tComics('episodesCount', { count: chapters.length })}</span>
          <button type="button" className="episode-list__order" onClick={() => setDesc((d) => !d)}>
            {desc ? tComics('orderAsc') : tComics('orderDesc')}
          </button>
        </div>
      ) : null}
      <ul className="episode-list__grid">
        {list.map((ch) => {
          const current = ch.id === currentId;
          const cls = [
            'episode',
            current ? 'is-current' : '',
            ch.read && !current ? 'is-read' : '',
            ch.unlocked ? '' : 'is-locked',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={ch.id}>
              <button
                type="button"
                className={cls}
                onClick={() => onPick(ch)}
                ref={current ? currentRef : undefined}
                aria-current={current ? 'true' : undefined}
                data-chapter-index={ch.index}
              >
                <span className="episode__title">{ch.title}</span>
                <Marker ch={ch} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
