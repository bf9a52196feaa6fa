// Calendar questions asked in Thailand's time zone (members' ages, "today").

const bangkokDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Asia/Bangkok at `instant`, as YYYY-MM-DD. */
export function bangkokDate(instant: Date): string {
  return bangkokDay.format(instant);
}

/** Whole years from `birthDate` to `today` (both YYYY-MM-DD): the age on that day. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

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
