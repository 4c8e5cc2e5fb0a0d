// 2048: slide the 4×4 board; equal tiles that collide merge and add their sum to the score.
(() => {
  const game = window.LLDGame;
  const boardEl = document.getElementById('board');
  const grid = document.createElement('div');
  grid.className = 'g2048';
  boardEl.appendChild(grid);
  const cells = [];
  for (let i = 0; i < 16; i++) {
    const c = document.createElement('div');
    c.className = 'cell';
    c.dataset.testid = 'tile';
    grid.appendChild(c);
    cells.push(c);
  }
  let board = [];
  let score = 0;
  let over = false;

  function addTile() {
    const free = [];
    board.forEach((v, i) => {
      if (!v) free.push(i);
    });
    if (!free.length) return -1;
    const at = free[Math.floor(Math.random() * free.length)];
    board[at] = Math.random() < 0.9 ? 2 : 4;
    return at;
  }

  function draw(popped) {
    board.forEach((v, i) => {
      const c = cells[i];
      c.textContent = v ? String(v) : '';
      c.className = `cell${v ? ` v${v <= 2048 ? v : 'big'}` : ''}${popped.has(i) ? ' pop' : ''}`;
    });
    if (popped.size)
      setTimeout(() => {
        for (const c of cells) c.classList.remove('pop');
      }, 90);
  }

  /** Indexes of the board in the order a move reads them: four lines, leading edge first. */
  function lines(dir) {
    const out = [];
    for (let a = 0; a < 4; a++) {
      const line = [];
      for (let b = 0; b < 4; b++) {
        if (dir === 'left') line.push(a * 4 + b);
        else if (dir === 'right') line.push(a * 4 + (3 - b));
        else if (dir === 'up') line.push(b * 4 + a);
        else line.push((3 - b) * 4 + a);
      }
      out.push(line);
    }
    return out;
  }

  function canMove() {
    for (let i = 0; i < 16; i++) {
      if (!board[i]) return true;
      if (i % 4 < 3 && board[i] === board[i + 1]) return true;
      if (i < 12 && board[i] === board[i + 4]) return true;
    }
    return false;
  }

  function move(dir) {
    if (over) return;
    let moved = false;
    const popped = new Set();
    for (const line of lines(dir)) {
      const values = line.map((i) => board[i]).filter(Boolean);
      const merged = [];
      for (let k = 0; k < values.length; k++) {
        if (values[k] === values[k + 1]) {
          merged.push(values[k] * 2);
          score += values[k] * 2;
          popped.add(line[merged.length - 1]);
          k++;
        } else merged.push(values[k]);
      }
      line.forEach((idx, k) => {
        const v = merged[k] || 0;
        if (board[idx] !== v) moved = true;
        board[idx] = v;
      });
    }
    if (!moved) return;
    const added = addTile();
    if (added >= 0) popped.add(added);
    draw(popped);
    game.setScore(score);
    if (board.includes(2048) && !document.body.dataset.won) {
      document.body.dataset.won = '1';
      game.status('合成 2048！继续挑战更高分');
    }
    if (!canMove()) {
      over = true;
      game.gameOver('没有可移动的格子了');
    }
  }

  function start() {
    board = new Array(16).fill(0);
    score = 0;
    over = false;
    delete document.body.dataset.won;
    addTile();
    addTile();
    draw(new Set());
  }

  game.onSwipe(boardEl, move);
  game.onRestart(start);
  start();
})();
