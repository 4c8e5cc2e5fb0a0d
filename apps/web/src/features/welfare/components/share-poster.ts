// The share poster (750 × 1334 PNG): the app's name and slogan over generated cover art, the
// invite QR code and the code, so a saved image works as an invitation on its own.
import { drawQrPlate } from '@/components/qr-image/qr-image';
import { canvasFont, newGradientCanvas } from '@/lib/canvas-image';

export interface PosterInfo {
  appName: string;
  slogan: string;
  link: string;
  scanLine: string;
  accentColor: string;
}

export async function drawSharePoster(info: PosterInfo): Promise<string> {
  const W = 750;
  const H = 1334;
  const { canvas, ctx } = newGradientCanvas(W, H, [
    [0, '#241a4f'],
    [0.55, '#120f2c'],
    [1, '#07060f'],
  ]);
  const font = canvasFont;

  // Cover art: overlapping film frames and light bands in the theme colour.
  ctx.save();
  ctx.globalAlpha = 0.35;
  ctx.fillStyle = info.accentColor;
  ctx.beginPath();
  ctx.arc(W * 0.85, 160, 260, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 0.18;
  ctx.beginPath();
  ctx.arc(W * 0.1, 520, 200, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  const frames = ['#ff6b81', '#ffa502', '#1e90ff', '#2ed573', '#a55eea'];
  frames.forEach((color, i) => {
    ctx.save();
    ctx.translate(120 + i * 120, 430 + (i % 2) * 40);
    ctx.rotate((i - 2) * 0.08);
    ctx.fillStyle = color;
    ctx.globalAlpha = 0.85;
    ctx.beginPath();
    ctx.roundRect(-50, -75, 100, 150, 14);
    ctx.fill();
    ctx.globalAlpha = 0.9;
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.beginPath();
    ctx.moveTo(-12, -18);
    ctx.lineTo(18, 0);
    ctx.lineTo(-12, 18);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  });

  ctx.fillStyle = '#ffffff';
  ctx.font = font(72, 800);
  ctx.fillText(info.appName, 60, 170);
  ctx.font = font(34, 500);
  ctx.fillStyle = 'rgba(255,255,255,0.8)';
  ctx.fillText(info.slogan, 60, 230);

  const plate = 380;
  const py = 700;
  await drawQrPlate(ctx, info.link, py, plate);

  ctx.fillStyle = info.accentColor;
  ctx.font = font(32, 700);
  ctx.textAlign = 'center';
  ctx.fillText(info.scanLine, W / 2, py + plate + 80);
  return canvas.toDataURL('image/png');
}
