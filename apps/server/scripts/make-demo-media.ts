// Generates the small demo streams committed under apps/server/media/demo (run once, by hand,
// where ffmpeg is installed: `npm run demo-media -w apps/server`). Each is a synthetic test
// pattern with a tone, 20 s, cut by the same transcode as ingest. The seed encrypts them.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transcode } from '../src/modules/media/pipeline/transcode.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../media/demo');
const SECONDS = 20;
const W = 640;
const H = 360;
const sources = [
  { id: 'bars', video: `smptehdbars=size=${W}x${H}:rate=24:duration=${SECONDS}`, tone: 440 },
  { id: 'pattern', video: `testsrc2=size=${W}x${H}:rate=24:duration=${SECONDS}`, tone: 523 },
  { id: 'waves', video: `gradients=size=${W}x${H}:rate=24:duration=${SECONDS}:speed=0.03:n=5`, tone: 330 },
];
const tools = { ffmpeg: process.env.FFMPEG_PATH || 'ffmpeg', ffprobe: process.env.FFPROBE_PATH || 'ffprobe' };

for (const s of sources) {
  const outDir = path.join(root, s.id);
  await rm(outDir, { recursive: true, force: true });
  const stream = await transcode(
    {
      inputArgs: [
        '-f',
        'lavfi',
        '-i',
        s.video,
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=${s.tone}:sample_rate=44100:duration=${SECONDS}`,
      ],
      silentAudio: false,
      audioMap: '1:a:0',
      width: W,
      height: H,
      duration: SECONDS,
    },
    { tools, outDir, extraArgs: ['-t', String(SECONDS)] },
  );
  console.log(
    `${s.id}: ${stream.duration}s, ${stream.renditions.map((r) => `${r.name} ${r.segments.length} segments`).join(', ')}`,
  );
}
