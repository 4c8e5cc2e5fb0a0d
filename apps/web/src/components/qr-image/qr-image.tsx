// A QR code drawn in the browser: the `qrcode` package is loaded only by the screens that
// show one (credentials, QR login, invitation, share poster).
import { useEffect, useState } from 'react';
import './qr-image.css';

export async function qrDataUrl(text: string, size = 480): Promise<string> {
  const QR = await import('qrcode');
  return QR.toDataURL(text, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: size,
    color: { dark: '#111322', light: '#ffffff' },
  });
}

export function QrImage({ text, size = 200, alt }: { text: string; size?: number; alt: string }) {
  const [url, setUrl] = useState('');
  useEffect(() => {
    let live = true;
    setUrl('');
    if (text) {
      void qrDataUrl(text, size * 2).then((u) => {
        if (live) setUrl(u);
      });
    }
    return () => {
      live = false;
    };
  }, [text, size]);
  return (
    <div className="acc-qr" style={{ width: size, height: size }}>
      {url ? (
        <img src={url} width={size} height={size} alt={alt} />
      ) : (
        <span className="acc-qr__loading" aria-hidden="true" />
      )}
    </div>
  );
}

/** Draws `text` as a QR code on a white rounded plate of `plate` px, centred at `y` on a canvas. */
export async function drawQrPlate(ctx: CanvasRenderingContext2D, text: string, y: number, plate: number) {
  const x = (ctx.canvas.width - plate) / 2;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(x, y, plate, plate, 28);
  ctx.fill();
  const img = new Image();
  img.src = await qrDataUrl(text, plate - 40);
  await img.decode();
  ctx.drawImage(img, x + 20, y + 20, plate - 40, plate - 40);
}
