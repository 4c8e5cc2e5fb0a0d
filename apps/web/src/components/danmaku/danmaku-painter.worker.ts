// The danmaku painter off the page's main thread: the stage's canvas, handed over with
// `transferControlToOffscreen`, drawn here every animation frame (scene.ts). The page only
// sends what comes, goes and the clock; its frames stay free of the drawing.
import { Scene, type SceneMessage, type SceneReply } from './scene';

const post = (reply: SceneReply) => (self as unknown as Worker).postMessage(reply);
const nextFrame: (f: () => void) => void =
  typeof requestAnimationFrame === 'function' ? (f) => requestAnimationFrame(f) : (f) => setTimeout(f, 16);

let scene: Scene | null = null;
let frames = 0;
let reported = 0;

function loop() {
  nextFrame(loop);
  if (scene?.paint()) frames++;
  // The frames drawn, now and then (the render bench reads them).
  if (frames - reported >= 10) {
    reported = frames;
    post({ type: 'frames', count: frames });
  }
}

self.onmessage = (e: MessageEvent<SceneMessage>) => {
  const m = e.data;
  if (m.type === 'canvas') {
    const ctx = m.canvas.getContext('2d');
    scene = new Scene(m.canvas, ctx, (w, h) => new OffscreenCanvas(w, h));
    nextFrame(loop);
    return;
  }
  if (!scene) return;
  if (m.type === 'resize') scene.resize(m.width, m.height, m.dpr);
  else if (m.type === 'add') scene.add(m.item);
  else if (m.type === 'remove') scene.remove(m.id);
  else if (m.type === 'clear') scene.clear();
  else if (m.type === 'clock') scene.setClock(m.clock);
  else if (m.type === 'painted')
    post({ type: 'painted', ask: m.ask, count: scene.painted(m.x, m.y, m.width, m.height) });
};
