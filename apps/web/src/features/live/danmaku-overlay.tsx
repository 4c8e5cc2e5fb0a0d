// Chat messages flying right to left over the picture (a CSS transform each; lanes so two
// messages of the same moment do not overlap). Removed once across.
import { useCallback, useImperativeHandle, useRef, useState } from 'react';

export interface DanmakuHandle {
  push(text: string, mine?: boolean): void;
}

interface Item {
  key: number;
  text: string;
  lane: number;
  mine: boolean;
}

const LANES = 4;

export function DanmakuOverlay({ ref, hidden }: { ref: React.Ref<DanmakuHandle>; hidden: boolean }) {
  const [items, setItems] = useState<Item[]>([]);
  const next = useRef({ key: 0, lane: 0 });
  const push = useCallback((text: string, mine = false) => {
    const n = next.current;
    n.key++;
    n.lane = (n.lane + 1) % LANES;
    const item = { key: n.key, text, lane: n.lane, mine };
    // At most a screenful at once: the oldest give way.
    setItems((all) => [...all.slice(-24), item]);
  }, []);
  useImperativeHandle(ref, () => ({ push }), [push]);
  if (hidden) return null;
  return (
    <div className="live-dm" aria-hidden="true" data-testid="live-danmaku">
      {items.map((i) => (
        <span
          key={i.key}
          className={i.mine ? 'live-dm__item live-dm__item--mine' : 'live-dm__item'}
          style={{ top: `${8 + i.lane * 22}%` }}
          onAnimationEnd={() => setItems((all) => all.filter((x) => x.key !== i.key))}
        >
          {i.text}
        </span>
      ))}
    </div>
  );
}
