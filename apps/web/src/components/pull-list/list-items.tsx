// The items of a paged list, each in its own box: `<block>__items` holding one `<block>__item` per
// item (PullList's and the home feed's, each drawn by its own stylesheet).
import type { Key, ReactNode } from 'react';

export interface ListItemsProps<T> {
  block: string;
  items: ReadonlyArray<{ item: T; key: Key }>;
  renderItem: (item: T, index: number) => ReactNode;
}

export function ListItems<T>({ block, items, renderItem }: ListItemsProps<T>) {
  return (
    <div className={`${block}__items`}>
      {items.map(({ item, key }, index) => (
        <div className={`${block}__item`} key={key}>
          {renderItem(item, index)}
        </div>
      ))}
    </div>
  );
}
