/**
 * Debounce. Trailing by default (runs `waitMs` after the last call); with `leading: true` it runs
 * on the first call of a burst and ignores the rest until `waitMs` of quiet (what a tab click
 * wants: react at once, swallow double taps).
 */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  opts: { leading?: boolean } = {},
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    const idle = timer === undefined;
    if (timer !== undefined) clearTimeout(timer);
    if (opts.leading) {
      if (idle) fn(...args);
      timer = setTimeout(() => {
        timer = undefined;
      }, waitMs);
      return;
    }
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
