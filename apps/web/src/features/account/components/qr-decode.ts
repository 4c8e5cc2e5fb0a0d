// QR decoding with `jsqr`, loaded only by the scan screen. Frames and photos are scaled down
// (a phone photo is 12 MP; 1024 px is plenty for a QR and keeps decoding fast).
const MAX_SIDE = 1024;

export async function decodeFromSource(
  source: CanvasImageSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, w, h);
  const data = ctx.getImageData(0, 0, w, h);
  const found = jsQR(data.data, w, h, { inversionAttempts: 'attemptBoth' });
  return found?.data ?? null;
}

export async function decodeFromFile(file: Blob): Promise<string | null> {
  const url = URL.createObjectURL(file);
  try {
    const img = await new Promise<HTMLImageElement>((resolve, reject) => {
      const i = new Image();
      i.onload = () => resolve(i);
      i.onerror = () => reject(new Error('not an image'));
      i.src = url;
    });
    return await decodeFromSource(img, img.naturalWidth, img.naturalHeight);
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
