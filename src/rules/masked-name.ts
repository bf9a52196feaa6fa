// The one way a member's name is shown to other members (Yeekee shots, the wheel's board, poll
// winners, an affiliate's network): DOMAIN.md's `ab***yz`, the first two and last two letters with
// the spaces left out, or the first letter alone for a name of four letters or fewer. Enough to
// recognise oneself, not enough to identify a member.
export function maskName(fullName: string): string {
  const letters = [...fullName.replace(/\s+/g, '')];
  if (letters.length <= 4) return `${letters[0] ?? ''}***`;
  return `${letters.slice(0, 2).join('')}***${letters.slice(-2).join('')}`;
}
