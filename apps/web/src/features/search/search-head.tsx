// The search head (spec: searchHead): back, the input with its clear button, and the action.
import type { ReactNode, RefObject } from 'react';
import { BackIcon } from '@/components/page-header/page-header';
import { MagnifierIcon } from '@/components/search-entry/search-pill';
import { submitHandler } from '@/lib/submit';
import { t } from '@/locales';
import { tSearch } from './i18n';

export interface SearchHeadProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
  onBack: () => void;
  onFocus?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Right side: 搜索 (default) or 取消. */
  action?: ReactNode;
  autoFocus?: boolean;
}

export function SearchHead({
  value,
  onChange,
  onSubmit,
  onBack,
  onFocus,
  inputRef,
  action,
  autoFocus,
}: SearchHeadProps) {
  const submit = submitHandler(() => onSubmit(value));
  return (
    <header className="search-head">
      <button type="button" className="search-head__back" aria-label={t('app.back')} onClick={onBack}>
        <BackIcon />
      </button>
      <form className="search-pill search-head__form" role="search" onSubmit={submit}>
        <MagnifierIcon className="search-head__icon" />
        <input
          ref={inputRef}
          className="search-head__input"
          type="search"
          enterKeyHint="search"
          maxLength={50}
          value={value}
          placeholder={tSearch('placeholder')}
          aria-label={tSearch('search')}
          autoFocus={autoFocus}
          onFocus={onFocus}
          onChange={(e) => onChange(e.target.value)}
        />
        {value ? (
          <button
            type="button"
            className="search-head__clear"
            aria-label={tSearch('clearInput')}
            onClick={() => onChange('')}
          >
            ×
          </button>
        ) : null}
      </form>
      {action ?? (
        <button type="button" className="search-head__action" onClick={() => onSubmit(value)}>
          {tSearch('search')}
        </button>
      )}
    </header>
  );
}
