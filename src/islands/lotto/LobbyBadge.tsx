// A small flag-like badge per kind of lottery, drawn in SVG (no third-party image): the Thai flag
// for the government lottery, the Lao and Vietnamese flags, a rising chart for stock lotteries
// and a target for Yeekee, whose numbers members shoot.
import { toKind, type LottoKind } from './lobby-kinds.ts';

function Shapes({ kind }: { kind: LottoKind }) {
  switch (kind) {
    case 'government':
      return (
        <>
          <rect width="30" height="20" fill="#a51931" />
          <rect y="3.33" width="30" height="13.34" fill="#f4f5f8" />
          <rect y="6.67" width="30" height="6.66" fill="#2d2a4a" />
        </>
      );
    case 'lao':
      return (
        <>
          <rect width="30" height="20" fill="#ce1126" />
          <rect y="5" width="30" height="10" fill="#002868" />
          <circle cx="15" cy="10" r="4" fill="#ffffff" />
        </>
      );
    case 'hanoi':
      return (
        <>
          <rect width="30" height="20" fill="#da251d" />
          <polygon
            points="15.00,4.50 16.44,8.52 20.71,8.65 17.33,11.26 18.53,15.35 15.00,12.95 11.47,15.35 12.67,11.26 9.29,8.65 13.56,8.52"
            fill="#ffde00"
          />
        </>
      );
    case 'stock':
      return (
        <>
          <rect width="30" height="20" fill="#064e3b" />
          <path d="M5 15h3v-4H5zM11 15h3V9h-3zM17 15h3v-6h-3zM23 15h3V5h-3z" fill="#10b981" opacity="0.55" />
          <polyline
            points="4,14 10,10 16,12 26,4"
            fill="none"
            stroke="#6ee7b7"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      );
    case 'yeekee':
      return (
        <>
          <rect width="30" height="20" fill="#4a044e" />
          <circle cx="15" cy="10" r="6.5" fill="none" stroke="#f0abfc" strokeWidth="1.5" />
          <circle cx="15" cy="10" r="3" fill="none" stroke="#f0abfc" strokeWidth="1.5" />
          <path d="M15 1.5v4M15 14.5v4M6.5 10h4M19.5 10h4" stroke="#f0abfc" strokeWidth="1.5" strokeLinecap="round" />
        </>
      );
    default:
      return (
        <>
          <rect width="30" height="20" fill="#0c4a6e" />
          <circle cx="10" cy="10" r="4" fill="#38bdf8" />
          <circle cx="20" cy="10" r="4" fill="#7dd3fc" />
        </>
      );
  }
}

export default function LobbyBadge({ kind, className = 'h-5 w-7.5' }: { kind: string; className?: string }) {
  return (
    <svg viewBox="0 0 30 20" className={`shrink-0 overflow-hidden rounded-[3px] ring-1 ring-white/15 ${className}`} aria-hidden="true">
      <Shapes kind={toKind(kind)} />
    </svg>
  );
}
