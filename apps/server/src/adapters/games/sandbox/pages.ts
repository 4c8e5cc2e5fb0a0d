/**
 * The sandbox game provider's pages: server-rendered HTML (zh-CN) whose behaviour and looks
 * come from /static (games/*.js, games.css): nothing inline, so the pages keep a strict CSP.
 */

export interface SandboxGame {
  title: string;
  /** One line under the board: how to play on a phone. */
  hint: string;
}

/** The games this provider hosts, by its game id (the operator's `provider_game_id`). */
export const SANDBOX_GAMES: Record<string, SandboxGame> = {
  '2048': { title: '2048', hint: '上下左右滑动（或方向键），相同数字相撞合并' },
  snake: { title: '贪吃蛇', hint: '滑动或点方向键转向，吃到果子变长，别撞墙和自己' },
  match3: { title: '宝石消消乐', hint: '点选一颗宝石，再点相邻一颗交换，三个相同连成一线即消除' },
};

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function page(prefix: string, title: string, body: string, attrs = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no,viewport-fit=cover"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${escapeHtml(prefix)}/static/games.css"></head><body${attrs}>${body}</body></html>`;
}

export interface PlayPageInput {
  prefix: string;
  sessionId: string;
  game: string;
  nickname: string;
  best: number;
}

/** A game's page: top bar (title, score, best, restart), the board, the hint, the status line. */
export function playPage(p: PlayPageInput): string {
  const game = SANDBOX_GAMES[p.game]!;
  const attrs = ` class="game game-${escapeHtml(p.game)}" data-game="${escapeHtml(p.game)}" data-session="${escapeHtml(p.sessionId)}" data-prefix="${escapeHtml(p.prefix)}" data-best="${p.best}"`;
  return page(
    p.prefix,
    game.title,
    `<header class="bar"><div class="title">${escapeHtml(game.title)}<span class="tag">沙箱</span></div>
<div class="stats"><div class="stat"><span>分数</span><strong id="score" data-testid="game-score">0</strong></div>
<div class="stat"><span>最高</span><strong id="best" data-testid="game-best">${p.best}</strong></div>
<button type="button" id="restart" class="restart">重新开始</button></div></header>
<main class="stage"><div id="board" class="board" data-testid="game-board"></div>
<p class="hint">${escapeHtml(game.hint)}</p>
<p class="player">玩家：${escapeHtml(p.nickname || '游客')}</p>
<p id="status" class="status" role="status" data-testid="game-status"></p></main>
<div id="over" class="over" hidden><div class="over-card"><h2 id="over-title">游戏结束</h2><p id="over-score"></p><button type="button" id="again" class="restart">再来一局</button></div></div>
<script src="${escapeHtml(p.prefix)}/static/common.js"></script><script src="${escapeHtml(p.prefix)}/static/${escapeHtml(p.game)}.js"></script>`,
    attrs,
  );
}

/** A page for a launch that cannot start (expired, used, forged) or an unknown page. */
export function messagePage(title: string, message: string, prefix = '/sandbox-games'): string {
  return page(
    prefix,
    title,
    `<main class="message"><div class="message-icon">!</div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main>`,
    ' class="game"',
  );
}
