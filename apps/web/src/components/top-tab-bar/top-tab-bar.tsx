// Top tab bar (spec §2: tabs by id and name). With more tabs than `swipeThreshold` (spec §9:
// 5, or 100 in app tabs) the bar scrolls sideways and keeps the active tab in view; with
// fewer the tabs share the width. The active tab is underlined in the theme colour.
import { SWIPE_DEFAULTS } from '@lld/protocol/constants';
import { useLayoutEffect, useRef, useState } from 'react';
import './top-tab-bar.css';

export interface TopTab<Id extends string | number = string | number> {
  id: Id;
  name: string;
  /** A count beside the name (unread messages); nothing when absent or ''. */
  badge?: string;
}

export interface TopTabBarProps<Id extends string | number> {
  tabs: readonly TopTab<Id>[];
  activeId: Id;
  onChange: (id: Id) => void;
  /** Above this many tabs the bar scrolls; defaults to the spec's 5. */
  swipeThreshold?: number;
  className?: string;
  /** Accessible name of the tab list. */
  label?: string;
}

interface Line {
  left: number;
  width: number;
}

export function TopTabBar<Id extends string | number>({
  tabs,
  activeId,
  onChange,
  swipeThreshold = SWIPE_DEFAULTS.tabsSwipeThreshold,
  className,
  label,
}: TopTabBarProps<Id>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [line, setLine] = useState<Line | null>(null);
  const scrollable = tabs.length > swipeThreshold;
  const activeIndex = tabs.findIndex((tab) => tab.id === activeId);

  // A scrolling bar's tabs are as wide as their names: its underline is placed by measuring the
  // active tab, which is then scrolled to the middle of the bar. Tabs that share the width need
  // no measuring (below): reading a position here forced the page's first layout inside React's
  // commit (66 ms at 4x CPU on the play page, issue 19).
  useLayoutEffect(() => {
    if (!scrollable) return;
    const list = listRef.current;
    const el = list?.children[activeIndex] as HTMLElement | undefined;
    if (!list || !el) {
      setLine(null);
      return;
    }
    setLine({ left: el.offsetLeft, width: el.offsetWidth });
    const target = el.offsetLeft - (list.clientWidth - el.offsetWidth) / 2;
    list.scrollTo?.({ left: Math.max(0, target), behavior: 'smooth' });
  }, [activeIndex, scrollable]);

  const classes = ['top-tab-bar', scrollable ? 'is-scrollable' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <div className="top-tab-bar__list" role="tablist" aria-label={label} ref={listRef}>
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              aria-selected={active}
              className={active ? 'top-tab is-active' : 'top-tab'}
              onClick={() => {
                if (!active) onChange(tab.id);
              }}
            >
              {tab.name}
              {tab.badge ? <span className="app-badge top-tab__badge">{tab.badge}</span> : null}
            </button>
          );
        })}
        {!scrollable && activeIndex >= 0 ? (
          // One tab wide, moved by whole tab widths (a percentage of its own width); the bar
          // itself is drawn centred in it (top-tab-bar.css).
          <span
            className="top-tab-bar__line is-shared"
            aria-hidden="true"
            style={{ width: `${100 / tabs.length}%`, transform: `translateX(${activeIndex * 100}%)` }}
          />
        ) : scrollable && line ? (
          <span
            className="top-tab-bar__line"
            aria-hidden="true"
            style={{ transform: `translateX(${line.left + line.width / 2 - 8}px)` }}
          />
        ) : null}
      </div>
    </div>
  );
}
