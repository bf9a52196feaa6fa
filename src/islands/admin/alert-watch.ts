// Which numbers newly pass the alert share, poll after poll: the risk desk sounds and marks only
// those. The first look at a bet type (the page just opened, or another type chosen) finds nothing
// new: the alerts already there were not news to anyone.
export type AlertWatch = (betType: string, alertNumbers: readonly string[]) => string[];

export function alertWatch(): AlertWatch {
  const seen = new Map<string, Set<string>>();
  return (betType, alertNumbers) => {
    const before = seen.get(betType);
    // The numbers alerting now: one that falls back under the share and passes it again is news again.
    seen.set(betType, new Set(alertNumbers));
    return before ? alertNumbers.filter((number) => !before.has(number)) : [];
  };
}
