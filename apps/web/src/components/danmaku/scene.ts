// What the danmaku canvas shows, and how it is drawn: the same code on the page (no worker, as
// in tests) and in the painter worker (danmaku-painter.worker.ts). Each comment is drawn once
// into a bitmap of its own; a frame clears the canvas and copies the bitmaps of the comments on
// screen at whole device pixels, at the positions the clock gives.

/** A comment as the painter needs it (CSS px of the stage, ms of the stage clock). */
export interface SceneItem {
  id: number;
  text: string;
  color: string;
  mine: boolean;
  /** Scrolling (moves left from the right edge), or fixed at the top or bottom (centred). */
  mode: 'scroll' | 'top' | 'bottom';
  font: string;
  /** Horizontal padding inside its box. */
  pad: number;
  width: number;
  height: number;
  y: number;
  start: number;
  end: number;
  /** Scrolling: px per ms of the clock. */
  speed: number;
}

/**
 * The stage clock: `base` ms at `at` (ms since the epoch: `performance.timeOrigin` +
 * `performance.now()`, the same on the page and in a worker), running at `rate` unless paused.
 */
export interface SceneClock {
  base: number;
  at: number;
  rate: number;
  paused: boolean;
}

export type SceneMessage =
  | { type: 'canvas'; canvas: OffscreenCanvas }
  | { type: 'resize'; width: number; height: number; dpr: number }
  | { type: 'add'; item: SceneItem }
  | { type: 'remove'; id: number }
  | { type: 'clear' }
  | { type: 'clock'; clock: SceneClock }
  | { type: 'painted'; ask: number; x: number; y: number; width: number; height: number };

export type SceneReply = { type: 'painted'; ask: number; count: number } | { type: 'frames'; count: number };

type Surface = OffscreenCanvas | HTMLCanvasElement;
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** The left edge of a comment at clock `t` on a stage `width` wide. */
export function itemX(item: SceneItem, t: number, width: number): number {
  return item.mode === 'scroll' ? width - item.speed * (t - item.start) : (width - item.width) / 2;
}

export function clockAt(clock: SceneClock, epochMs: number): number {
  return clock.paused ? clock.base : clock.base + (epochMs - clock.at) * clock.rate;
}

export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Draws a comment into a bitmap: its text with a dark outline, in its colour, boxed if mine. */
function drawItem(item: SceneItem, dpr: number, make: (w: number, h: number) => Surface | null) {
  const surface = make(Math.max(1, Math.ceil(item.width * dpr)), Math.max(1, Math.ceil(item.height * dpr)));
  const ctx = surface?.getContext('2d') as Context2D | null | undefined;
  if (!surface || !ctx) return null;
  ctx.scale(dpr, dpr);
  ctx.font = item.font;
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  const mid = item.height / 2;
  ctx.strokeStyle = 'rgb(0 0 0 / 80%)';
  ctx.lineWidth = 2.5;
  ctx.strokeText(item.text, item.pad, mid);
  ctx.fillStyle = item.color;
  ctx.fillText(item.text, item.pad, mid);
  if (item.mine) {
    ctx.strokeStyle = item.color;
    ctx.lineWidth = 1;
    ctx.beginPath();
    if ('roundRect' in ctx) ctx.roundRect(0.5, 0.5, item.width - 1, item.height - 1, 3);
    else (ctx as CanvasRenderingContext2D).rect(0.5, 0.5, item.width - 1, item.height - 1);
    ctx.stroke();
  }
  return 'transferToImageBitmap' in surface ? surface.transferToImageBitmap() : surface;
}

interface Drawn {
  item: SceneItem;
  bitmap: CanvasImageSource | null;
  /** Bitmap width in device px. */
  bw: number;
}

/** The comments of one canvas and their bitmaps; `paint` draws a frame. */
export class Scene {
  /** Scrolling first, then fixed (drawn above); each in the order added. */
  #items: Drawn[] = [];
  #clock: SceneClock = { base: 0, at: epochNow(), rate: 1, paused: false };
  #width = 0;
  #dpr = 1;
  #drawnAt = Number.NaN;
  #dirty = true;
  #blank = true;

  constructor(
    readonly canvas: Surface,
    readonly ctx: Context2D | null,
    private readonly make: (w: number, h: number) => Surface | null,
  ) {}

  resize(width: number, height: number, dpr: number): void {
    this.#width = width;
    this.#dpr = dpr;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(height * dpr);
    this.#blank = true;
    this.#dirty = true;
  }

  add(item: SceneItem): void {
    const d: Drawn = { item, bitmap: this.ctx ? drawItem(item, this.#dpr, this.make) : null, bw: 0 };
    d.bw = Math.ceil(item.width * this.#dpr);
    if (item.mode === 'scroll') {
      const fixed = this.#items.findIndex((i) => i.item.mode !== 'scroll');
      if (fixed < 0) this.#items.push(d);
      else this.#items.splice(fixed, 0, d);
    } else this.#items.push(d);
    this.#dirty = true;
  }

  remove(id: number): void {
    this.#drop((d) => d.item.id === id);
  }

  clear(): void {
    for (const d of this.#items) release(d);
    this.#items = [];
    this.#dirty = true;
    this.paint();
  }

  setClock(clock: SceneClock): void {
    this.#clock = clock;
  }

  /** Draws a frame if anything moved, came or went; true when it drew. */
  paint(): boolean {
    const t = clockAt(this.#clock, epochNow());
    if (this.#items.some((d) => d.item.end <= t)) this.#drop((d) => d.item.end <= t);
    if (!this.#dirty && (t === this.#drawnAt || (this.#blank && this.#items.length === 0))) return false;
    this.#drawnAt = t;
    this.#dirty = false;
    const ctx = this.ctx;
    if (!ctx) return true;
    if (!this.#blank) ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    this.#blank = true;
    const dpr = this.#dpr;
    const right = this.canvas.width;
    for (const d of this.#items) {
      if (d.item.start > t || !d.bitmap) continue;
      // Whole device pixels: a sharp copy, no resampling.
      const x = Math.round(itemX(d.item, t, this.#width) * dpr);
      if (x >= right || x + d.bw <= 0) continue;
      ctx.drawImage(d.bitmap, x, Math.round(d.item.y * dpr));
      this.#blank = false;
    }
    return true;
  }

  #drop(gone: (d: Drawn) => boolean): void {
    const kept: Drawn[] = [];
    for (const d of this.#items)
      if (gone(d)) release(d);
      else kept.push(d);
    this.#items = kept;
    this.#dirty = true;
  }

  /** Painted (non-transparent) pixels in a box of CSS px, as last drawn (tests). */
  painted(x: number, y: number, width: number, height: number): number {
    const ctx = this.ctx;
    if (!ctx) return 0;
    const dpr = this.#dpr;
    const left = Math.max(0, Math.round(x * dpr));
    const top = Math.max(0, Math.round(y * dpr));
    const w = Math.min(this.canvas.width, Math.round((x + width) * dpr)) - left;
    const h = Math.min(this.canvas.height, Math.round((y + height) * dpr)) - top;
    if (w <= 0 || h <= 0) return 0;
    const data = ctx.getImageData(left, top, w, h).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] as number) > 0) n++;
    return n;
  }
}

function release(d: Drawn): void {
  if (typeof ImageBitmap !== 'undefined' && d.bitmap instanceof ImageBitmap) d.bitmap.close();
  d.bitmap = null;
}
