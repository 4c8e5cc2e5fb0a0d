/** Where in a comic chapter the reader is: the page at the top of the viewport and how far into it. */
/** The page at the top of the viewport and how far into it, from the pages' top edges. */
export function pageAt(
  tops: readonly number[],
  heights: readonly number[],
  y: number,
): { page: number; offset: number } {
  if (tops.length === 0) return { page: 0, offset: 0 };
  let page = 0;
  for (let i = 0; i < tops.length; i++) if (tops[i]! <= y) page = i;
  const h = heights[page] ?? 0;
  const offset = h > 0 ? Math.min(1, Math.max(0, (y - tops[page]!) / h)) : 0;
  return { page, offset };
}
