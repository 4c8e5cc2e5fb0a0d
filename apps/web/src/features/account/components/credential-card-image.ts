// Draws the credential card as a PNG (750 × 1120): title, nickname, ID, account, the QR and the
// warning. The QR is the same text as on screen, so scanning the saved image restores the account.

import { drawQrPlate } from '@/components/qr-image/qr-image';
import { canvasFont, newGradientCanvas } from '@/lib/canvas-image';
import { formatDateShanghai } from './format-date';

export interface CardInfo {
  credential: string;
  nickname: string;
  userId: number;
  account: string;
  createdAt: number;
  title: string;
  warn: string;
  howTo: string;
  accentColor: string;
}

function wrap(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  lineHeight: number,
): number {
  let line = '';
  let yy = y;
  for (const ch of text) {
    if (ctx.measureText(line + ch).width > maxWidth && line) {
      ctx.fillText(line, x, yy);
      line = ch;
      yy += lineHeight;
    } else {
      line += ch;
    }
  }
  if (line) ctx.fillText(line, x, yy);
  return yy + lineHeight;
}

export async function drawCredentialCard(info: CardInfo): Promise<Blob> {
  const W = 750;
  const H = 1120;
  const { canvas, ctx } = newGradientCanvas(W, H, [
    [0, '#1b1d3f'],
    [1, '#0d0e1f'],
  ]);
  const font = canvasFont;
  ctx.fillStyle = info.accentColor;
  ctx.globalAlpha = 0.25;
  ctx.beginPath();
  ctx.arc(W - 60, 80, 220, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;

  ctx.fillStyle = '#ffffff';
  ctx.font = font(40, 700);
  ctx.fillText(info.title, 60, 110);
  ctx.font = font(30, 600);
  ctx.fillText(info.nickname, 60, 180);
  ctx.fillStyle = 'rgba(255,255,255,0.7)';
  ctx.font = font(26);
  ctx.fillText(`ID：${info.userId}${info.account ? `    账号：${info.account}` : ''}`, 60, 226);

  // QR on a white plate.
  const plate = 470;
  const py = 280;
  await drawQrPlate(ctx, info.credential, py, plate);

  ctx.fillStyle = info.accentColor;
  ctx.font = font(28, 600);
  wrap(ctx, info.warn, 60, py + plate + 70, W - 120, 40);
  ctx.fillStyle = 'rgba(255,255,255,0.72)';
  ctx.font = font(24);
  const next = wrap(ctx, info.howTo, 60, py + plate + 150, W - 120, 36);
  ctx.fillStyle = 'rgba(255,255,255,0.45)';
  ctx.fillText(formatDateShanghai(info.createdAt), 60, next + 20);

  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'),
  );
}
