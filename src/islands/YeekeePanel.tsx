// Yeekee shooting panel and live list of shots for one round (being built; see issue 3).
export default function YeekeePanel({ roundId }: { roundId: number }) {
  return <section aria-label="ยิงเลขยี่กี" data-round-id={roundId} className="min-h-24" />;
}
