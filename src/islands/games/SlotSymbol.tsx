// The slot machines' symbols (every machine's and the free-spin slot's scatter), drawn here (no
// picture to fetch, no emoji font to rely on): bold shapes in a colour each, legible at phone size.
import type { SlotSymbol } from '../../rules/games/slot-machines.ts';
import { gameTablesTh as tt } from '../../i18n/games/game-tables.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';

export type Symbol = SlotSymbol | 'scatter';

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
  // ช้างทองสยาม
  elephant: (
    <g fill="#eab308" stroke="#713f12" strokeWidth="2">
      <ellipse cx="14" cy="28" rx="11" ry="15" />
      <ellipse cx="50" cy="28" rx="11" ry="15" />
      <circle cx="32" cy="26" r="16" />
      <path d="M27 36h10v14c0 6 4 8 8 6l2 4c-8 4-20 2-20-10z" />
      <circle cx="26" cy="24" r="2.5" fill="#111827" stroke="none" />
      <circle cx="38" cy="24" r="2.5" fill="#111827" stroke="none" />
    </g>
  ),
  crown: (
    <g stroke="#713f12" strokeWidth="2">
      <path d="M32 4l6 16h-12z" fill="#facc15" />
      <path d="M20 22h24l4 28H16z" fill="#f59e0b" />
      <rect x="12" y="48" width="40" height="9" rx="3" fill="#facc15" />
      <circle cx="32" cy="35" r="5" fill="#dc2626" />
    </g>
  ),
  umbrella: (
    <g>
      <path d="M4 32a28 24 0 0 1 56 0z" fill="#db2777" stroke="#fbcfe8" strokeWidth="2" />
      <path d="M18 32l14-24 14 24M32 8v24" stroke="#fbcfe8" strokeWidth="2" fill="none" />
      <path d="M32 32v20a5 5 0 0 1-10 0" stroke="#92400e" strokeWidth="4" fill="none" />
    </g>
  ),
  lotus: (
    <g stroke="#be185d" strokeWidth="2">
      <path d="M32 8c9 10 9 30 0 42c-9-12-9-32 0-42z" fill="#f9a8d4" />
      <path d="M8 24c14 0 24 12 24 26C18 50 8 38 8 24z" fill="#f472b6" />
      <path d="M56 24c-14 0-24 12-24 26c14 0 24-12 24-26z" fill="#f472b6" />
      <path d="M10 54h44" stroke="#16a34a" strokeWidth="4" />
    </g>
  ),
  coin: (
    <g>
      <circle cx="32" cy="32" r="26" fill="#f59e0b" stroke="#92400e" strokeWidth="3" />
      <circle cx="32" cy="32" r="18" fill="#fcd34d" />
      <rect x="26" y="26" width="12" height="12" fill="#92400e" />
    </g>
  ),
  // สงกรานต์สาดโชค
  bowl: (
    <g stroke="#475569" strokeWidth="2">
      <path d="M6 26h52c0 16-12 28-26 28S6 42 6 26z" fill="#e2e8f0" />
      <path d="M10 34h44" stroke="#94a3b8" strokeWidth="3" />
      <ellipse cx="32" cy="26" rx="26" ry="6" fill="#38bdf8" />
      <path d="M24 58h16" strokeWidth="4" />
    </g>
  ),
  garland: (
    <g>
      <circle cx="32" cy="26" r="18" fill="none" stroke="#f8fafc" strokeWidth="8" strokeDasharray="6 3" />
      <circle cx="32" cy="26" r="18" fill="none" stroke="#fde047" strokeWidth="3" />
      <circle cx="32" cy="46" r="6" fill="#dc2626" />
      <path d="M28 50l-4 10M36 50l4 10" stroke="#16a34a" strokeWidth="3" />
    </g>
  ),
  sun: (
    <g>
      <path
        d="M32 2v10M32 52v10M2 32h10M52 32h10M11 11l7 7M46 46l7 7M11 53l7-7M46 18l7-7"
        stroke="#f97316"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="32" cy="32" r="15" fill="#fb923c" stroke="#fde047" strokeWidth="3" />
    </g>
  ),
  drop: (
    <g>
      <path d="M32 4C22 22 14 32 14 42a18 18 0 0 0 36 0C50 32 42 22 32 4z" fill="#0ea5e9" stroke="#e0f2fe" strokeWidth="3" />
      <path d="M23 42a9 9 0 0 0 9 9" stroke="#e0f2fe" strokeWidth="3" fill="none" />
    </g>
  ),
  jasmine: (
    <g fill="#f8fafc" stroke="#65a30d" strokeWidth="2">
      <ellipse cx="32" cy="16" rx="8" ry="12" />
      <ellipse cx="32" cy="48" rx="8" ry="12" />
      <ellipse cx="16" cy="32" rx="12" ry="8" />
      <ellipse cx="48" cy="32" rx="12" ry="8" />
      <circle cx="32" cy="32" r="6" fill="#facc15" />
    </g>
  ),
  // ไข่มุกอันดามัน
  pearl: (
    <g>
      <circle cx="32" cy="32" r="24" fill="#e0e7ff" stroke="#6366f1" strokeWidth="3" />
      <circle cx="24" cy="24" r="7" fill="#ffffff" />
    </g>
  ),
  shell: (
    <g stroke="#9a3412" strokeWidth="2">
      <path d="M32 56L6 30a26 24 0 0 1 52 0z" fill="#fdba74" />
      <path d="M32 56L18 12M32 56V8M32 56l14-44" fill="none" />
    </g>
  ),
  starfish: (
    <polygon
      points="32,4 39,24 60,25 43,38 50,59 32,46 14,59 21,38 4,25 25,24"
      fill="#f97316"
      stroke="#7c2d12"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  anchor: (
    <g stroke="#cbd5e1" strokeWidth="5" fill="none" strokeLinecap="round">
      <circle cx="32" cy="10" r="5" />
      <path d="M32 15v43M20 24h24M8 38c2 12 12 20 24 20s22-8 24-20" />
    </g>
  ),
  wave: (
    <g fill="none" strokeWidth="6" strokeLinecap="round">
      <path d="M4 26c7-8 14-8 20 0s13 8 20 0 13-8 16-4" stroke="#0284c7" />
      <path d="M4 44c7-8 14-8 20 0s13 8 20 0 13-8 16-4" stroke="#2dd4bf" />
    </g>
  ),
  // เจ็ดนำโชค
  gold_seven: (
    <text x="32" y="50" textAnchor="middle" fontSize="52" fontWeight="900" fill="#facc15" stroke="#92400e" strokeWidth="3">
      7
    </text>
  ),
  blue_seven: (
    <text x="32" y="50" textAnchor="middle" fontSize="52" fontWeight="900" fill="#2563eb" stroke="#dbeafe" strokeWidth="3">
      7
    </text>
  ),
  ruby: (
    <g stroke="#fecdd3" strokeWidth="2">
      <polygon points="16,8 48,8 60,24 32,58 4,24" fill="#e11d48" />
      <path d="M4 24h56M16 8l8 16 8-16 8 16 8-16M24 24l8 34 8-34" fill="none" />
    </g>
  ),
  horseshoe: (
    <g>
      <path d="M14 58V30a18 18 0 0 1 36 0v28" fill="none" stroke="#94a3b8" strokeWidth="12" />
      <path d="M14 58V30a18 18 0 0 1 36 0v28" fill="none" stroke="#e2e8f0" strokeWidth="4" strokeDasharray="3 6" />
    </g>
  ),
  clover: (
    <g fill="#22c55e" stroke="#14532d" strokeWidth="2">
      <circle cx="32" cy="18" r="11" />
      <circle cx="18" cy="32" r="11" />
      <circle cx="46" cy="32" r="11" />
      <circle cx="32" cy="44" r="10" />
      <path d="M32 44l6 16" fill="none" strokeWidth="4" />
    </g>
  ),
};

/** What a symbol is called, in Thai. */
export const symbolName = (symbol: Symbol) => (symbol === 'scatter' ? tt.scatter : t.slot.symbols[symbol]);

export default function SlotSymbol({ symbol, className = '' }: { symbol: Symbol; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={symbolName(symbol)} className={className}>
      {DRAWINGS[symbol]}
    </svg>
  );
}
