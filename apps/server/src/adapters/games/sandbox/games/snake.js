// 贪吃蛇: steer with swipes, the arrow keys or the pad; each fruit is 10 points and one longer.
(() => {
  const game = window.LLDGame;
  const boardEl = document.getElementById('board');
  const canvas = document.createElement('canvas');
  canvas.className = 'snake-canvas';
  boardEl.appendChild(canvas);
  const startBtn = document.createElement('button');
  startBtn.type = 'button';
  startBtn.className = 'start';
  startBtn.textContent = '轻触开始';
  boardEl.appendChild(startBtn);
  const pad = document.createElement('div');
  pad.className = 'pad';
  for (const [dir, label, name] of [
    ['up', '▲', '上'],
    ['left', '◀', '左'],
    ['down', '▼', '下'],
    ['right', '▶', '右'],
  ]) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = dir;
    b.textContent = label;
    b.setAttribute('aria-label', name);
    b.addEventListener('click', () => turn(dir));
    pad.appendChild(b);
  }
  boardEl.after(pad);

  const N = 18;
  const ctx = canvas.getContext('2d');
  const DIRS = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };
  let snake = [];
  let dir = 'right';
  let queued = [];
  let food = [0, 0];
  let score = 0;
  let timer = 0;
  let running = false;

  function size() {
    const r = boardEl.getBoundingClientRect();
    const px = Math.max(1, Math.floor(r.width * (window.devicePixelRatio || 1)));
    if (canvas.width !== px) {
      canvas.width = px;
      canvas.height = px;
    }
    return px / N;
  }

  function placeFood() {
    for (;;) {
      const f = [Math.floor(Math.random() * N), Math.floor(Math.random() * N)];
      if (!snake.some(([x, y]) => x === f[0] && y === f[1])) {
        food = f;
        return;
      }
    }
  }

  function draw() {
    const c = size();
    ctx.fillStyle = '#0f2a1e';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = 'rgba(255,255,255,0.04)';
    for (let i = 0; i < N; i++) for (let j = i % 2; j < N; j += 2) ctx.fillRect(i * c, j * c, c, c);
    ctx.fillStyle = '#ff4d4f';
    ctx.beginPath();
    ctx.arc((food[0] + 0.5) * c, (food[1] + 0.5) * c, c * 0.4, 0, Math.PI * 2);
    ctx.fill();
    snake.forEach(([x, y], i) => {
      ctx.fillStyle = i === 0 ? '#b7f36b' : '#5fd34a';
      const p = c * 0.08;
      ctx.fillRect(x * c + p, y * c + p, c - 2 * p, c - 2 * p);
    });
  }

  function step() {
    const next = queued.shift();
    if (next) dir = next;
    const [dx, dy] = DIRS[dir];
    const head = [snake[0][0] + dx, snake[0][1] + dy];
    const hitWall = head[0] < 0 || head[1] < 0 || head[0] >= N || head[1] >= N;
    const eating = head[0] === food[0] && head[1] === food[1];
    const body = eating ? snake : snake.slice(0, -1);
    if (hitWall || body.some(([x, y]) => x === head[0] && y === head[1])) {
      running = false;
      clearInterval(timer);
      game.gameOver(hitWall ? '撞墙了' : '咬到自己了');
      return;
    }
    snake = [head, ...body];
    if (eating) {
      score += 10;
      game.setScore(score);
      placeFood();
      if (score % 50 === 0) {
        clearInterval(timer);
        timer = setInterval(step, Math.max(70, 160 - score));
      }
    }
    draw();
  }

  function turn(d) {
    if (!running) {
      begin();
      if (d !== 'left') queued.push(d);
      return;
    }
    const last = queued.length ? queued[queued.length - 1] : dir;
    const [lx, ly] = DIRS[last];
    const [nx, ny] = DIRS[d];
    if (lx + nx === 0 && ly + ny === 0) return;
    if (d !== last && queued.length < 3) queued.push(d);
  }

  function begin() {
    if (running) return;
    running = true;
    startBtn.hidden = true;
    clearInterval(timer);
    timer = setInterval(step, 160);
  }

  function reset() {
    clearInterval(timer);
    running = false;
    snake = [
      [6, 9],
      [5, 9],
      [4, 9],
    ];
    dir = 'right';
    queued = [];
    score = 0;
    placeFood();
    startBtn.hidden = false;
    draw();
  }

  startBtn.addEventListener('click', begin);
  game.onSwipe(boardEl, turn);
  game.onRestart(reset);
  window.addEventListener('resize', draw);
  reset();
})();
