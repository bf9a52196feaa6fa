// Durations: an expiry some minutes on, and a wait told in Thai (calendar days: rules/bangkok-calendar.ts).

export function minutesFrom(instant: number, minutes: number): number {
  return instant + minutes * 60_000;
}

/** How long to wait, in Thai, for a refusal's message: "15 นาที", "2 ชั่วโมง", "1 ชั่วโมง 30 นาที". */
export function thaiWait(minutes: number): string {
  const whole = Math.max(1, Math.ceil(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (!hours) return `${rest} นาที`;
  return rest ? `${hours} ชั่วโมง ${rest} นาที` : `${hours} ชั่วโมง`;
}
