// The novel screens' state before their content: the page skeleton, or the failed block.
import { Pending } from '@/components/load-failed/load-failed';
import '../novels.css';

export function BookPending({ query }: { query: { isError: boolean; refetch: () => unknown } }) {
  return (
    <Pending query={query} className="book-error">
      <div className="book-skeleton app-shimmer" aria-busy="true" />
    </Pending>
  );
}
