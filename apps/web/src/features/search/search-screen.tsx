// /subpage/search (kept alive): the head, my history (this device, newest first, ≤ 20), hot
// searches with 热/新, and suggestions while typing (debounced, matched characters marked).
import { ROUTES, withQuery } from '@lld/protocol/routes';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBackAction } from '@/components/page-header/back-action';
import { useHotSearches, useSuggestions } from './api';
import { Highlight } from './highlight';
import { searchHistory, useSearchHistory } from './history';
import { tSearch } from './i18n';
import { SearchHead } from './search-head';
import './search.css';

const SUGGEST_DELAY_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function HotList({ onPick }: { onPick: (keyword: string) => void }) {
  const hot = useHotSearches();
  const list = hot.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <ol className="search-hot">
      {list.map((w, i) => (
        <li key={w.keyword}>
          <button type="button" className="search-hot__item" onClick={() => onPick(w.keyword)}>
            <span className={`search-hot__rank${i < 3 ? ' is-top' : ''}`}>{i + 1}</span>
            <span className="search-hot__word">{w.keyword}</span>
            {w.mark ? (
              <span className={`search-hot__mark ${w.mark === '热' ? 'is-hot' : 'is-new'}`}>
                {w.mark === '热' ? tSearch('markHot') : tSearch('markNew')}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ol>
  );
}

export default function SearchScreen() {
  const navigate = useNavigate();
  const back = useBackAction();
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const history = useSearchHistory();
  const suggestions = useSuggestions(typed);
  const inputRef = useRef<HTMLInputElement>(null);

  const go = (keyword: string) => {
    const word = keyword.trim();
    if (!word) {
      inputRef.current?.focus();
      return;
    }
    searchHistory.add(word);
    setText(word);
    navigate(withQuery(ROUTES.searchResult, { keyword: word }));
  };

  const showSuggestions = text.trim() !== '' && typed !== '';
  const suggestionList = suggestions.data?.list ?? [];

  return (
    <div className="search-screen">
      <SearchHead
        value={text}
        onChange={setText}
        onSubmit={go}
        onBack={back}
        inputRef={inputRef}
        autoFocus
        action={
          <button type="button" className="search-head__action" onClick={back}>
            {tSearch('cancel')}
          </button>
        }
      />
      {showSuggestions ? (
        <ul className="search-suggest" aria-label={tSearch('suggestions')}>
          {suggestionList.map((s) => (
            <li key={`${s.kind}${s.id}`}>
              <button type="button" className="search-suggest__item" onClick={() => go(s.title)}>
                <svg viewBox="0 0 20 20" aria-hidden="true">
                  <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                  <path
                    d="m13.2 13.2 3.3 3.3"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                  />
                </svg>
                <span className="search-suggest__title">
                  <Highlight text={s.title} words={suggestions.data?.words ?? []} />
                </span>
                <span className="search-suggest__kind">{tSearch(`kind.${s.kind}`)}</span>
              </button>
            </li>
          ))}
          {suggestions.isSuccess && suggestionList.length === 0 ? (
            <li className="search-suggest__none">{tSearch('noSuggestions')}</li>
          ) : null}
        </ul>
      ) : (
        <div className="search-body">
          {history.length > 0 ? (
            <section className="search-section">
              <div className="search-section__head">
                <h2>{tSearch('history')}</h2>
                <button type="button" className="search-section__more" onClick={() => searchHistory.clear()}>
                  {tSearch('clearHistory')}
                </button>
              </div>
              <ul className="search-history">
                {history.map((w) => (
                  <li key={w} className="search-chip">
                    <button type="button" className="search-chip__word" onClick={() => go(w)}>
                      {w}
                    </button>
                    <button
                      type="button"
                      className="search-chip__delete"
                      aria-label={`${tSearch('deleteOne')} ${w}`}
                      onClick={() => searchHistory.remove(w)}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="search-section">
            <div className="search-section__head">
              <h2>{tSearch('hot')}</h2>
            </div>
            <HotList onPick={go} />
          </section>
        </div>
      )}
    </div>
  );
}
