// The sandbox provider's page runtime: score display and reports to our provider server
// (which reports to the operator, signed). Each game script calls LLDGame.* .
(() => {
  const body = document.body;
  const prefix = body.dataset.prefix || '';
  const session = body.dataset.session || '';
  const scoreEl = document.getElementById('score');
  const bestEl = document.getElementById('best');
  const statusEl = document.getElementById('status');
  const over = document.getElementById('over');
  let best = Number(body.dataset.best || 0);
  let score = 0;
  let reported = -1;
  let timer = 0;
  let restartHandler = null;

  function status(text) {
    if (statusEl) statusEl.textContent = text;
  }

  function send(value) {
    if (value <= reported) return Promise.resolve();
    reported = value;
    return fetch(`${prefix}/play/${encodeURIComponent(session)}/score`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ score: value }),
      keepalive: true,
    })
      .then((res) => res.json())
      .then((r) => {
        if (r?.ok) {
          best = Math.max(best, Number(r.best) || 0);
          if (bestEl) bestEl.textContent = String(best);
          status(`成绩已记录：${value}`);
          body.dataset.recorded = String(value);
          try {
            window.parent.postMessage({ type: 'lld-game-score', score: value, best }, '*');
          } catch {
            // not framed
          }
        } else status('成绩未能记录');
      })
      .catch(() => {
        reported = Math.min(reported, value - 1);
        status('网络异常，成绩稍后重试');
      });
  }

  const api = {
    /** The game's current score; reported shortly after it stops changing. */
    setScore(value) {
      score = value;
      if (scoreEl) scoreEl.textContent = String(value);
      if (value > best && bestEl) bestEl.textContent = String(value);
      clearTimeout(timer);
      if (value > 0) timer = setTimeout(() => send(score), 600);
    },
    /** The round is over: report now and offer another. */
    gameOver(title) {
      clearTimeout(timer);
      if (score > 0) send(score);
      const t = document.getElementById('over-title');
      const s = document.getElementById('over-score');
      if (t) t.textContent = title || '游戏结束';
      if (s) s.textContent = `本局得分 ${score}`;
      if (over) over.hidden = false;
    },
    onRestart(fn) {
      restartHandler = fn;
    },
    status,
  };
  function restart() {
    clearTimeout(timer);
    if (score > reported && score > 0) send(score);
    if (over) over.hidden = true;
    score = 0;
    reported = -1;
    if (scoreEl) scoreEl.textContent = '0';
    status('');
    if (restartHandler) restartHandler();
  }
  document.getElementById('restart')?.addEventListener('click', restart);
  document.getElementById('again')?.addEventListener('click', restart);
  window.addEventListener('pagehide', () => {
    if (score > reported && score > 0) send(score);
  });

  /** Swipes on `el` (and arrow keys) as 'up' | 'down' | 'left' | 'right'. */
  api.onSwipe = (el, fn) => {
    let x0 = 0;
    let y0 = 0;
    let on = false;
    el.addEventListener(
      'touchstart',
      (e) => {
        const t = e.touches[0];
        x0 = t.clientX;
        y0 = t.clientY;
        on = true;
      },
      { passive: true },
    );
    el.addEventListener('touchmove', (e) => e.preventDefault(), { passive: false });
    el.addEventListener('touchend', (e) => {
      if (!on) return;
      on = false;
      const t = e.changedTouches[0];
      const dx = t.clientX - x0;
      const dy = t.clientY - y0;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < 24) return;
      fn(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up');
    });
    window.addEventListener('keydown', (e) => {
      const dir = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' }[e.key];
      if (!dir) return;
      e.preventDefault();
      fn(dir);
    });
  };
  window.LLDGame = api;
})();
