// A paged list of novels or audio books (novel/list), each row leading to its detail or player.
import type { BookCard, BookKind } from '@lld/protocol/api/novels';
import { formatCount, formatDuration } from '@lld/protocol/format';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PullList } from '@/components/pull-list/pull-list';
import { bookKeys, getBooks } from '../api/books';
import { audioHref, novelHref } from '../hrefs';
import '../novels.css';
import '../../reading.css';
import './book-list.css';
import { tNovels } from '../../i18n';

function BookRow({ book }: { book: BookCard }) {
  return (
    <Link
      to={book.kind === 'audio' ? audioHref(book.id) : novelHref(book.id)}
      className="reading-row book-row"
      data-book-id={book.id}
    >
      <div className="book-row__cover">
        <LazyImage src={book.cover} alt={book.title} ratio={3 / 4} />
      </div>
      <div className="book-row__body">
        <div className="book-row__title">{book.title}</div>
        <div className="book-row__meta">
          {book.kind === 'audio'
            ? tNovels('narrator', { name: book.narrator })
            : tNovels('author', { name: book.author })}
        </div>
        <p className="book-row__desc">{book.description}</p>
        <div className="book-row__meta">
          {book.category} ·{' '}
          {book.kind === 'audio'
            ? `${tNovels('tracks', { count: book.chapterCount })} · ${formatDuration(book.duration)}`
            : `${tNovels('chapters', { count: book.chapterCount })} · ${tNovels('words', { count: formatCount(book.words) })}`}
        </div>
      </div>
    </Link>
  );
}

export function BookList({ kind }: { kind: BookKind }) {
  return (
    <PullList
      className="book-list"
      queryKey={bookKeys.list(kind)}
      fetchPage={(page, pageSize) => getBooks(kind, page, pageSize)}
      renderItem={(b) => <BookRow book={b} />}
      empty={<div className="reading-note">{tNovels('empty')}</div>}
      refreshable={false}
    />
  );
}
