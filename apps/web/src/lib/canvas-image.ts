// Shared by the images the app draws for the user to save (credential card, share poster):
// a canvas of a size, its background, the app's font stack, and saving the result.

export function newCanvas(
  width: number,
  height: number,
): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  return { canvas, ctx };
}

/** The CSS font of text drawn on a canvas, with the Chinese fonts phones have (in --app-font's order). */
export const canvasFont = (size: number, weight = 400): string =>
  `${weight} ${size}px "Noto Sans CJK SC", -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif`;

/**
 * A canvas of a size filled with a gradient from its top left corner to its bottom right one,
 * the stops as [offset, colour].
 */
export function newGradientCanvas(
  width: number,
  height: number,
  stops: ReadonlyArray<readonly [number, string]>,
): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const made = newCanvas(width, height);
  const bg = made.ctx.createLinearGradient(0, 0, width, height);
  for (const [offset, color] of stops) bg.addColorStop(offset, color);
  made.ctx.fillStyle = bg;
  made.ctx.fillRect(0, 0, width, height);
  return made;
}

/** Saves a data: or blob: URL as a file (mobile browsers offer it to the photo album or files). */
export function saveImage(url: string, filename: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
