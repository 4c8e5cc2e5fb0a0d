/**
 * Demo covers of the bundled sandbox games, drawn at seed time as small SVG documents
 * (480×320): the game's own look (a 2048 board, a snake on its grid, a gem board) with its
 * name. Self-contained: no scripts, no external references.
 */

export type GameArtKind = '2048' | 'snake' | 'match3';

const W = 480;
const H = 320;

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function frame(from: string, to: string, body: string, title: string, sub: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${body}<text x="28" y="268" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff">${esc(title)}</text><text x="30" y="298" font-family="sans-serif" font-size="18" fill="#fff" fill-opacity="0.85">${esc(sub)}</text></svg>`;
}

const TILE: Record<number, [string, string]> = {
  2: ['#eee4da', '#776e65'],
  4: ['#ede0c8', '#776e65'],
  8: ['#f2b179', '#fff'],
  16: ['#f59563', '#fff'],
  32: ['#f67c5f', '#fff'],
  64: ['#f65e3b', '#fff'],
  128: ['#edcf72', '#fff'],
  256: ['#edcc61', '#fff'],
  2048: ['#edc22e', '#fff'],
};

function board2048(): string {
  const cells = [2, 0, 4, 8, 0, 16, 32, 0, 64, 128, 0, 4, 256, 2048, 8, 2];
  const x0 = 270;
  const y0 = 24;
  const size = 44;
  const gap = 6;
  let out = `<rect x="${x0 - gap}" y="${y0 - gap}" width="${4 * size + 5 * gap}" height="${4 * size + 5 * gap}" rx="10" fill="#bbada0"/>`;
  cells.forEach((v, i) => {
    const x = x0 + (i % 4) * (size + gap);
    const y = y0 + Math.floor(i / 4) * (size + gap);
    const [fill, ink] = TILE[v] ?? ['#cdc1b4', '#776e65'];
    out += `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="6" fill="${fill}"/>`;
    if (v)
      out += `<text x="${x + size / 2}" y="${y + size / 2 + 7}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${v >= 1000 ? 14 : v >= 100 ? 17 : 21}" fill="${ink}">${v}</text>`;
  });
  return out;
}

function snakeBoard(): string {
  const c = 20;
  let out = '';
  for (let x = 0; x < W; x += c)
    out += `<rect x="${x}" y="0" width="1" height="${H}" fill="#fff" fill-opacity="0.06"/>`;
  for (let y = 0; y < H; y += c)
    out += `<rect x="0" y="${y}" width="${W}" height="1" fill="#fff" fill-opacity="0.06"/>`;
  const body: Array<[number, number]> = [
    [10, 3],
    [11, 3],
    [12, 3],
    [13, 3],
    [14, 3],
    [15, 3],
    [15, 4],
    [15, 5],
    [15, 6],
    [16, 6],
    [17, 6],
    [18, 6],
    [19, 6],
    [20, 6],
    [20, 5],
    [20, 4],
  ];
  body.forEach(([x, y], i) => {
    const head = i === body.length - 1;
    out += `<rect x="${x * c + 1}" y="${y * c + 1}" width="${c - 2}" height="${c - 2}" rx="5" fill="${head ? '#b7f36b' : '#6fdc4a'}"/>`;
  });
  out += `<circle cx="${20 * c + 6}" cy="${4 * c + 7}" r="2.5" fill="#143d12"/><circle cx="${20 * c + 14}" cy="${4 * c + 7}" r="2.5" fill="#143d12"/>`;
  out += `<circle cx="${20 * c + 10}" cy="${1 * c + 10}" r="8" fill="#ff4d4f"/><rect x="${20 * c + 9}" y="${1 * c - 2}" width="2" height="6" fill="#5b3a1a"/>`;
  return out;
}

const GEMS = ['#ff4d6d', '#ffb703', '#4cc9f0', '#80ed99', '#c77dff'];

function gem(x: number, y: number, r: number, color: string, kind: number): string {
  if (kind % 3 === 0)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 4}" fill="#fff" fill-opacity="0.6"/>`;
  if (kind % 3 === 1)
    return `<polygon points="${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}" fill="${color}"/><polygon points="${x},${y - r} ${x + r / 2},${y - r / 2} ${x},${y}" fill="#fff" fill-opacity="0.45"/>`;
  return `<rect x="${x - r * 0.85}" y="${y - r * 0.85}" width="${r * 1.7}" height="${r * 1.7}" rx="${r / 3}" fill="${color}"/><rect x="${x - r * 0.6}" y="${y - r * 0.6}" width="${r * 0.6}" height="${r * 0.3}" rx="2" fill="#fff" fill-opacity="0.5"/>`;
}

function gemBoard(): string {
  const pattern = [0, 1, 2, 3, 4, 1, 2, 2, 2, 0, 3, 4, 0, 1, 3, 2, 3, 4, 1, 0, 4, 0, 1, 3, 2];
  let out = `<rect x="250" y="14" width="214" height="214" rx="14" fill="#000" fill-opacity="0.25"/>`;
  pattern.forEach((k, i) => {
    const x = 271 + (i % 5) * 43;
    const y = 35 + Math.floor(i / 5) * 43;
    out += gem(x, y, 16, GEMS[k]!, k);
  });
  // The match being made: a glow around three in a row.
  out += `<rect x="${271 + 43 - 22}" y="${35 + 43 - 22}" width="${43 * 2 + 44}" height="44" rx="12" fill="none" stroke="#fff" stroke-width="3"/>`;
  return out;
}

/** The cover of one of the sandbox games. */
export function gameCoverSvg(kind: GameArtKind, title: string, sub: string): string {
  switch (kind) {
    case '2048':
      return frame('#f9d976', '#f39f86', board2048(), title, sub);
    case 'snake':
      return frame('#134e5e', '#71b280', snakeBoard(), title, sub);
    case 'match3':
      return frame('#7b2ff7', '#f107a3', gemBoard(), title, sub);
  }
}
