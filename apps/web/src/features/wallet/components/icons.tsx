// Drawn icons of the wallet screens (inline SVG: no image requests, crisp at any density).
import type { PayTypeCode } from '@lld/protocol/api/wallet';
import { PathIcon } from '@/components/icons/icons';
import './icons.css';

/** A gradient from the top left corner to the bottom right one, its stops as [offset, colour]. */
function Diagonal({ id, stops }: { id: string; stops: ReadonlyArray<readonly [string, string]> }) {
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        {stops.map(([offset, color]) => (
          <stop key={offset} offset={offset} stopColor={color} />
        ))}
      </linearGradient>
    </defs>
  );
}

const COIN_STOPS = [
  ['0', '#ffe9a6'],
  ['0.55', '#f7c24a'],
  ['1', '#d98f16'],
] as const;
const DIAMOND_STOPS = [
  ['0', '#d7f4ff'],
  ['0.5', '#7fd3ff'],
  ['1', '#5b6cff'],
] as const;

export function GoldCoin({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <Diagonal id="lld-coin" stops={COIN_STOPS} />
      <circle cx="16" cy="16" r="14" fill="url(#lld-coin)" />
      <circle cx="16" cy="16" r="10.5" fill="none" stroke="#b9730b" strokeOpacity="0.45" strokeWidth="1.5" />
      <path
        d="m16 9.6 1.9 3.9 4.3.6-3.1 3 .7 4.3-3.8-2-3.8 2 .7-4.3-3.1-3 4.3-.6z"
        fill="#b46d08"
        fillOpacity="0.85"
      />
    </svg>
  );
}

export function Diamond({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <Diagonal id="lld-diamond" stops={DIAMOND_STOPS} />
      <path d="M9 5h14l6 8-13 15L3 13z" fill="url(#lld-diamond)" />
      <path
        d="M3 13h26M9 5l4 8 3 15M23 5l-4 8-3 15M13 13l3-8 3 8"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.55"
        strokeWidth="1"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const PAY_MARKS: Record<PayTypeCode, { color: string; glyph: string }> = {
  alipay: { color: '#1677ff', glyph: '支' },
  wxpay: { color: '#07c160', glyph: '微' },
  bank: { color: '#e60012', glyph: '云' },
};

export function PayTypeIcon({ code }: { code: PayTypeCode }) {
  const mark = PAY_MARKS[code];
  return (
    <span className="pay-type-icon" style={{ background: mark.color }} aria-hidden="true">
      {mark.glyph}
    </span>
  );
}

/** Benefit glyphs, chosen by position: crown, play, HD, discount, headset, sparkle. */
const BENEFIT_PATHS = [
  'M3.5 8.5 8 12l4-6.5 4 6.5 4.5-3.5-1.8 9.5H5.3z',
  'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM10 8.5v7l5.5-3.5z',
  'M4 6.5h16v11H4zM7.5 9.5v5M7.5 12h3M10.5 9.5v5M13.5 9.5v5h1.8a2.5 2.5 0 0 0 0-5z',
  'M12 3.5 20.5 12 12 20.5 3.5 12zM9.5 14.5l5-5M9.8 9.8h.01M14.2 14.2h.01',
  'M5 13v-1.5a7 7 0 0 1 14 0V13M5 13h2.5v4.5H5.8a.8.8 0 0 1-.8-.8zM19 13h-2.5v4.5h1.7a.8.8 0 0 0 .8-.8z',
  'M12 3.5l1.9 5.1 5.1 1.9-5.1 1.9L12 17.5l-1.9-5.1L5 10.5l5.1-1.9zM18 16l.8 2.2L21 19l-2.2.8L18 22l-.8-2.2L15 19l2.2-.8z',
];

export function BenefitIcon({ index }: { index: number }) {
  return <PathIcon d={BENEFIT_PATHS[index % BENEFIT_PATHS.length] ?? ''} box={24} stroke={1.6} />;
}

export function CheckCircle({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path
        d="m6 10.2 2.7 2.6L14 7.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
