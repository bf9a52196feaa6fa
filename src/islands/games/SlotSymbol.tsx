// The slot machines' symbols (the fruit slot's and the free-spin slot's scatter), drawn here (no picture to fetch, no emoji font to rely on).
import type { FreeSpinSymbol as Symbol } from '../../contract/games-freespin.ts';
import { gameTablesTh as tt } from '../../i18n/game-tables.ts';
import { gamesTh as t } from '../../i18n/games.ts';

const DRAWINGS: Record<Symbol, React.ReactNode> = {
  seven: (
    <text x="32" y="48" textAnchor="middle" fontSize="46" fontWeight="800" fill="#ef4444" stroke="#fde68a" strokeWidth="2">
      7
    </text>
  ),
  diamond: <polygon points="32,6 56,28 32,58 8,28" fill="#38bdf8" stroke="#e0f2fe" strokeWidth="3" />,
  bell: (
    <g fill="#facc15" stroke="#a16207" strokeWidth="2">
      <path d="M32 8c-11 0-17 9-17 21v11l-6 7h46l-6-7V29c0-12-6-21-17-21z" />
      <circle cx="32" cy="51" r="5" />
    </g>
  ),
  bar: (
    <g>
      <rect x="6" y="20" width="52" height="24" rx="4" fill="#f8fafc" stroke="#334155" strokeWidth="3" />
      <text x="32" y="38" textAnchor="middle" fontSize="16" fontWeight="800" fill="#0f172a">
        BAR
      </text>
    </g>
  ),
  watermelon: (
    <g>
      <path d="M6 24a26 26 0 0 0 52 0z" fill="#16a34a" />
      <path d="M10 24a22 22 0 0 0 44 0z" fill="#f43f5e" />
      <circle cx="24" cy="32" r="2" fill="#111827" />
      <circle cx="32" cy="38" r="2" fill="#111827" />
      <circle cx="40" cy="32" r="2" fill="#111827" />
    </g>
  ),
  // The free-spin slot's scatter: a gold star on a purple disc, unlike any fruit.
  scatter: (
    <g>
      <circle cx="32" cy="32" r="28" fill="#7c3aed" stroke="#fde68a" strokeWidth="3" />
      <polygon points="32,10 38,25 54,25 41,35 46,51 32,41 18,51 23,35 10,25 26,25" fill="#facc15" />
    </g>
  ),
  cherry: (
    <g>
      <path d="M22 44C26 28 32 14 46 8M42 44C40 30 40 18 46 8" stroke="#15803d" strokeWidth="3" fill="none" />
      <circle cx="20" cy="46" r="10" fill="#dc2626" />
      <circle cx="42" cy="46" r="10" fill="#b91c1c" />
    </g>
  ),
};

export default function SlotSymbol({ symbol, className = '' }: { symbol: Symbol; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={symbol === 'scatter' ? tt.scatter : t.slot.symbols[symbol]} className={className}>
      {DRAWINGS[symbol]}
    </svg>
  );
}
