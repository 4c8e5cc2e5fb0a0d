// A QR code drawn in the browser: the `qrcode` package is loaded only by the screens that
// show one (credentials, QR login).
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
