// The search entry of a screen's header (long video, comics, community): a magnifier that
// opens /subpage/search, drawn only once the search screen exists (like the home head's).
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@/components/icons/icons';
import type { PageHeaderAction } from '@/components/page-header/page-header';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { t } from '@/locales';
import './search-entry.css';

export function SearchEntry({ className }: { className?: string }) {
  const navigate = useNavigate();
  if (!isRouteAvailable(ROUTES.search)) return null;
  return (
    <button
      type="button"
      className={className ? `search-entry ${className}` : 'search-entry'}
      aria-label={t('common.search')}
      data-testid="search-entry"
      onClick={() => navigate(ROUTES.search)}
    >
      <SearchIcon size={22} />
    </button>
  );
}

/**
 * The same entry as a PageHeader right action (undefined while search does not exist). With a
 * keyword (a tag's name, a list's name) it opens the results for it across every kind.
 */
export function useSearchAction(keyword?: string): PageHeaderAction | undefined {
  const navigate = useNavigate();
  const word = keyword?.trim();
  const target = word ? ROUTES.searchResult : ROUTES.search;
  if (!isRouteAvailable(target)) return undefined;
  return {
    content: <SearchIcon size={22} />,
    label: word ? t('common.searchFor', { keyword: word }) : t('common.search'),
    onClick: () => navigate(word ? `${target}?keyword=${encodeURIComponent(word)}` : target),
  };
}
