// The novel screens' state before their content: the page skeleton, or the failed block.
import { Pending } from '@/components/load-failed/load-failed';
import '../novels.css';
import '../../reading.css';

export function BookPending({ query }: { query: { isError: boolean; refetch: () => unknown } }) {
  return (
    <Pending query={query} className="reading-note">
      <div className="reading-skeleton book-skeleton app-shimmer" aria-busy="true" />
    </Pending>
  );
}
