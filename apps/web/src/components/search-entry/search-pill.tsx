// The rounded search field: the home head's entry to /subpage/search and the search screen's
// own input draw the same pill with the same magnifier (`search-pill` on the container).
import './search-pill.css';

export function MagnifierIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="m13.2 13.2 3.3 3.3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
