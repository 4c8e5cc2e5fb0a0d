// The products a screen sells (VIP plans, gold and diamond packs), one pressed button each:
// shimmering placeholders while they load, the screen's empty text when there are none.
import type { Product } from '@lld/protocol/api/wallet';
import type { ReactNode } from 'react';
import { ChoiceGroup } from '@/components/choice-group/choice-group';

export function ProductChoice({
  pending,
  products,
  value,
  onChange,
  className,
  itemClassName,
  placeholders,
  empty,
  face,
}: {
  pending: boolean;
  products: readonly Product[];
  value: Product | undefined;
  onChange: (id: number) => void;
  /** The grid's class, and each product's. */
  className: string;
  itemClassName: string;
  /** How many placeholders stand in while loading. */
  placeholders: number;
  empty: string;
  /** What a product's button shows. */
  face: (p: Product) => ReactNode;
}) {
  if (pending)
    return (
      <div className={`${className} is-loading`}>
        {Array.from({ length: placeholders }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <div key={i} className={`${itemClassName} is-skeleton`} />
        ))}
      </div>
    );
  if (products.length === 0) return <p className="app-card wallet-empty">{empty}</p>;
  return (
    <ChoiceGroup
      className={className}
      role="button"
      options={products}
      value={value}
      onChange={(p) => onChange(p.id)}
      keyOf={(p) => p.id}
      choiceClassName={itemClassName}
      label={face}
    />
  );
}
