// 宝石消消乐: swap two neighbouring gems; three or more alike in a row or column vanish, gems
// fall and new ones drop in. 10 points a gem, doubled by each chain. 30 moves a round.
(() => {
  const game = window.LLDGame;
  const boardEl = document.getElementById('board');
  const N = 7;
  const COLORS = 5;
  const MOVES = 30;
  const grid = document.createElement('div');
  grid.className = 'm3';
  boardEl.appendChild(grid);
  const movesEl = document.createElement('p');
  movesEl.className = 'moves';
  boardEl.after(movesEl);
  const names = ['红宝石', '黄宝石', '蓝宝石', '绿宝石', '紫宝石'];
  const cells = [];
  for (let i = 0; i < N * N; i++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'gem';
    b.dataset.index = String(i);
    b.addEventListener('click', () => tap(i));
    grid.appendChild(b);
    cells.push(b);
  }
  let board = [];
  let selected = -1;
  let score = 0;
  let moves = MOVES;
  let busy = false;

  const rand = () => Math.floor(Math.random() * COLORS);
  const wait = (ms) => new Promise((r) => setTimeout(r, ms));

  function draw(gone) {
    board.forEach((c, i) => {
      const el = cells[i];
      el.className = `gem c${c}${i === selected ? ' sel' : ''}${gone?.has(i) ? ' gone' : ''}`;
      el.setAttribute('aria-label', names[c]);
    });
    movesEl.textContent = `剩余步数 ${moves}`;
  }

  /** Every index that is part of a line of three or more alike. */
  function matches() {
    const out = new Set();
    for (let r = 0; r < N; r++)
      for (let c = 0; c < N; c++) {
        const i = r * N + c;
        if (c <= N - 3 && board[i] === board[i + 1] && board[i] === board[i + 2]) {
          let k = c;
          while (k < N && board[r * N + k] === board[i]) out.add(r * N + k++);
        }
        if (r <= N - 3 && board[i] === board[i + N] && board[i] === board[i + 2 * N]) {
          let k = r;
          while (k < N && board[k * N + c] === board[i]) out.add(k++ * N + c);
        }
      }
    return out;
  }

  function swap(a, b) {
    const t = board[a];
    board[a] = board[b];
    board[b] = t;
  }

  function hasMove() {
    for (let i = 0; i < N * N; i++)
      for (const j of [i + 1, i + N]) {
        if (j >= N * N || (j === i + 1 && i % N === N - 1)) continue;
        swap(i, j);
        const ok = matches().size > 0;
        swap(i, j);
        if (ok) return true;
      }
    return false;
  }

  function fill() {
    do {
      board = [];
      for (let i = 0; i < N * N; i++) {
        let c;
        do c = rand();
        while (
          (i % N >= 2 && board[i - 1] === c && board[i - 2] === c) ||
          (i >= 2 * N && board[i - N] === c && board[i - 2 * N] === c)
        );
        board.push(c);
      }
    } while (!hasMove());
  }

  async function resolve() {
    let chain = 1;
    for (;;) {
      const gone = matches();
      if (!gone.size) break;
      score += gone.size * 10 * chain;
      game.setScore(score);
      if (chain > 1) game.status(`${chain} 连击！`);
      draw(gone);
      await wait(180);
      for (let c = 0; c < N; c++) {
        const col = [];
        for (let r = N - 1; r >= 0; r--) if (!gone.has(r * N + c)) col.push(board[r * N + c]);
        for (let r = N - 1, k = 0; r >= 0; r--, k++) board[r * N + c] = k < col.length ? col[k] : rand();
      }
      draw();
      await wait(120);
      chain++;
    }
    if (!hasMove()) {
      game.status('没有可消除的组合，已重新洗牌');
      fill();
      draw();
    }
  }

  function adjacent(a, b) {
    return (Math.abs(a - b) === 1 && Math.floor(a / N) === Math.floor(b / N)) || Math.abs(a - b) === N;
  }

  async function tap(i) {
    if (busy || moves <= 0) return;
    if (selected < 0 || selected === i) {
      selected = selected === i ? -1 : i;
      draw();
      return;
    }
    if (!adjacent(selected, i)) {
      selected = i;
      draw();
      return;
    }
    const a = selected;
    selected = -1;
    busy = true;
    swap(a, i);
    draw();
    await wait(120);
    if (matches().size === 0) {
      swap(a, i);
      draw();
      game.status('这样交换不能消除哦');
    } else {
      moves--;
      await resolve();
      if (moves <= 0) game.gameOver('步数用完了');
    }
    busy = false;
  }

  // Swipe a gem towards a neighbour to swap them.
  let touchFrom = -1;
  let x0 = 0;
  let y0 = 0;
  grid.addEventListener(
    'touchstart',
    (e) => {
      const el = e.target.closest('.gem');
      touchFrom = el ? Number(el.dataset.index) : -1;
      x0 = e.touches[0].clientX;
      y0 = e.touches[0].clientY;
    },
    { passive: true },
  );
  grid.addEventListener('touchend', (e) => {
    if (touchFrom < 0) return;
    const dx = e.changedTouches[0].clientX - x0;
    const dy = e.changedTouches[0].clientY - y0;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < 20) return;
    e.preventDefault();
    const r = Math.floor(touchFrom / N);
    const c = touchFrom % N;
    const to =
      Math.abs(dx) > Math.abs(dy)
        ? dx > 0
          ? c < N - 1
            ? touchFrom + 1
            : -1
          : c > 0
            ? touchFrom - 1
            : -1
        : dy > 0
          ? r < N - 1
            ? touchFrom + N
            : -1
          : r > 0
            ? touchFrom - N
            : -1;
    if (to < 0) return;
    selected = touchFrom;
    void tap(to);
  });

  function start() {
    score = 0;
    moves = MOVES;
    selected = -1;
    busy = false;
    fill();
    draw();
  }
  game.onRestart(start);
  start();
})();
