// A playing card by its 0-51 index (suit × 13 + rank), drawn as text.
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = [
  { mark: '♠', name: 'โพดำ', red: false },
  { mark: '♥', name: 'โพแดง', red: true },
  { mark: '♦', name: 'ข้าวหลามตัด', red: true },
  { mark: '♣', name: 'ดอกจิก', red: false },
];

export default function PlayingCard({ index }: { index: number }) {
  const rank = RANKS[index % 13]!;
  const suit = SUITS[Math.floor(index / 13)]!;
  return (
    <span
      role="img"
      aria-label={`${suit.name} ${rank}`}
      className="inline-flex h-14 w-11 flex-col items-center justify-center rounded border border-base-300 text-lg font-bold leading-tight"
      style={{ background: '#fff', color: suit.red ? '#dc2626' : '#0f172a' }}
    >
      <span>{rank}</span>
      <span aria-hidden="true">{suit.mark}</span>
    </span>
  );
}
