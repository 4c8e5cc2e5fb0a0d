// Shared by the images the app draws for the user to save (credential card, share poster):
// a canvas of a size and the app's font stack.

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

/** The CSS font of text drawn on a canvas, with the Chinese fonts phones have. */
export const canvasFont = (size: number, weight = 400): string =>
  `${weight} ${size}px -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif`;
