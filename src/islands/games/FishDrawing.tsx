// The fishing game's creatures, drawn here (no picture to fetch): facing right, turned round for
// the lanes that swim back. Most are one fish shape in their own colours; a few have their own.
import type { Fish } from '../../contract/games/games-fishing.ts';

const COLOURS: Record<Fish, readonly [body: string, fin: string]> = {
  clownfish: ['#f97316', '#fff7ed'],
  angelfish: ['#facc15', '#1e3a8a'],
  carp: ['#eab308', '#fde68a'],
  snakehead: ['#57534e', '#a8a29e'],
  pufferfish: ['#fde047', '#a16207'],
  featherback: ['#cbd5e1', '#475569'],
  turtle: ['#16a34a', '#bbf7d0'],
  ray: ['#64748b', '#e2e8f0'],
  octopus: ['#db2777', '#fbcfe8'],
  catfish: ['#78716c', '#e7e5e4'],
  shark: ['#94a3b8', '#f1f5f9'],
  whale: ['#1d4ed8', '#bfdbfe'],
  naga: ['#059669', '#fcd34d'],
  dragon: ['#dc2626', '#fcd34d'],
};

function Body({ fish, body, fin }: { fish: Fish; body: string; fin: string }) {
  if (fish === 'turtle')
    return (
      <g>
        <ellipse cx="22" cy="44" rx="10" ry="5" fill={fin} />
        <ellipse cx="66" cy="44" rx="10" ry="5" fill={fin} />
        <circle cx="86" cy="30" r="9" fill={fin} />
        <ellipse cx="46" cy="30" rx="32" ry="20" fill={body} stroke={fin} strokeWidth="3" />
        <circle cx="89" cy="27" r="2.5" fill="#0f172a" />
      </g>
    );
  if (fish === 'octopus')
    return (
      <g fill={body}>
        {[20, 34, 48, 62, 76].map((x) => (
          <path key={x} d={`M${x} 30 q-6 14 2 26`} stroke={body} strokeWidth="6" fill="none" strokeLinecap="round" />
        ))}
        <ellipse cx="48" cy="24" rx="30" ry="20" />
        <circle cx="40" cy="22" r="4" fill={fin} />
        <circle cx="58" cy="22" r="4" fill={fin} />
      </g>
    );
  if (fish === 'ray')
    return (
      <g>
        <path d="M4 30 Q20 30 16 30 L3 34" stroke={body} strokeWidth="3" fill="none" />
        <path d="M18 30 L56 4 L96 30 L56 56 Z" fill={body} stroke={fin} strokeWidth="2" />
        <circle cx="74" cy="26" r="2.5" fill="#0f172a" />
      </g>
    );
  return (
    <g>
      <path d="M4 10 L26 30 L4 50 Z" fill={fin} />
      <ellipse cx="54" cy="30" rx="38" ry={fish === 'shark' || fish === 'whale' || fish === 'naga' ? 17 : 20} fill={body} />
      <path d="M44 12 L58 0 L62 14 Z" fill={fin} />
      {fish === 'clownfish' ? (
        <g fill={fin}>
          <rect x="38" y="12" width="6" height="36" rx="3" />
          <rect x="62" y="11" width="6" height="38" rx="3" />
        </g>
      ) : null}
      <circle cx="78" cy="25" r="4" fill="#fff" />
      <circle cx="79" cy="25" r="2" fill="#0f172a" />
    </g>
  );
}

export default function FishDrawing({ fish, boss, flip }: { fish: Fish; boss: boolean; flip: boolean }) {
  const [body, fin] = COLOURS[fish];
  return (
    <svg viewBox="0 -12 100 72" className="block w-full" aria-hidden="true" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
      {boss ? <ellipse cx="50" cy="30" rx="50" ry="32" fill="#fcd34d" fillOpacity="0.25" /> : null}
      <Body fish={fish} body={body} fin={fin} />
      {boss ? <path d="M62 -2 L66 -11 L71 -4 L76 -11 L80 -2 Z" fill="#fcd34d" stroke="#a16207" strokeWidth="1" /> : null}
    </svg>
  );
}
