/** A small bar chart in SVG (no chart library: one series of up to 30 days is all it draws). */
export function BarChart({ data, label }: { data: Array<{ x: string; y: number }>; label: string }) {
  const W = 560;
  const H = 180;
  const pad = 28;
  const max = Math.max(1, ...data.map((d) => d.y));
  const bw = (W - pad * 2) / Math.max(1, data.length);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={label}>
      <line x1={pad} y1={H - pad} x2={W - pad} y2={H - pad} stroke="#ccc" />
      <text x={pad} y={14} fontSize="11" fill="#888">
        {max}
      </text>
      {data.map((d, i) => {
        const h = ((H - pad * 2) * d.y) / max;
        return (
          <g key={d.x}>
            <rect
              x={pad + i * bw + 2}
              y={H - pad - h}
              width={Math.max(1, bw - 4)}
              height={h}
              fill="#366CE3"
              rx="2"
            >
              <title>{`${d.x}: ${d.y}`}</title>
            </rect>
            {i % 5 === 0 || i === data.length - 1 ? (
              <text x={pad + i * bw} y={H - 10} fontSize="10" fill="#888">
                {d.x.slice(5)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
