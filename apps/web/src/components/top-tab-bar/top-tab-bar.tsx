// Top tab bar (spec §2: tabs by id and name). With more tabs than `swipeThreshold` (spec §9:
// 5, or 100 in app tabs) the bar scrolls sideways and keeps the active tab in view; with
// fewer the tabs share the width (a name longer than its share gets its own width). The active
// tab is underlined in the theme colour.
import { SWIPE_DEFAULTS } from '@lld/protocol/constants';
import { useLayoutEffect, useRef } from 'react';
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

/** The underline's width in px (top-tab-bar.css), centred under the active tab. */
const LINE_WIDTH = 16;

export function TopTabBar<Id extends string | number>({
  tabs,
  activeId,
  onChange,
  swipeThreshold = SWIPE_DEFAULTS.tabsSwipeThreshold,
  className,
  label,
}: TopTabBarProps<Id>) {
  const listRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLSpanElement>(null);
  const scrollable = tabs.length > swipeThreshold;
  const activeIndex = tabs.findIndex((tab) => tab.id === activeId);
  // New tabs are new buttons to observe, even when as many as before.
  const tabIds = tabs.map((tab) => tab.id).join('\u0001');

  // The underline follows the active tab's measured centre, tabs being as wide as their share or
  // as their names, whichever is wider (top-tab-bar.css). It is measured in a ResizeObserver's
  // callback, which runs after the browser's own layout and before paint: reading positions there
  // costs nothing, where reading them in React's commit forced the page's first layout early (66
  // ms at 4x CPU on the play page, issue 19). The observer also fires while a tab's font grows
  // into or out of the active size, so the line ends under the tab's final centre.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tabIds stands for the buttons observed
  useLayoutEffect(() => {
    const list = listRef.current;
    const line = lineRef.current;
    const tab = list?.children[activeIndex] as HTMLElement | undefined;
    if (!list || !line || !tab) return;
    let scrolled = false;
    const place = () => {
      // A kept screen hidden under display: none measures 0: the line keeps its place, so it does
      // not slide in from the edge when the screen is shown again.
      if (tab.offsetWidth === 0) return;
      const centre = tab.offsetLeft + tab.offsetWidth / 2;
      line.style.transform = `translateX(${centre - LINE_WIDTH / 2}px)`;
      if (line.dataset.placed === undefined) {
        // The first position is taken without sliding in from the left edge; from the next
        // frame on, moves slide (the transition is keyed on data-placed in the CSS).
        line.dataset.placed = 'pending';
        requestAnimationFrame(() => {
          line.dataset.placed = '';
        });
      }
      if (!scrolled) {
        // A bar wider than the screen brings the active tab to its middle, once per change of tab.
        scrolled = true;
        if (list.scrollWidth > list.clientWidth)
          list.scrollTo?.({ left: Math.max(0, centre - list.clientWidth / 2), behavior: 'smooth' });
      }
    };
    if (typeof ResizeObserver === 'undefined') {
      place();
      return;
    }
    const observer = new ResizeObserver(() => place());
    for (const child of Array.from(list.children)) if (child !== line) observer.observe(child);
    return () => observer.disconnect();
  }, [activeIndex, tabIds]);

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
        {activeIndex >= 0 ? <span className="top-tab-bar__line" aria-hidden="true" ref={lineRef} /> : null}
      </div>
    </div>
  );
}
