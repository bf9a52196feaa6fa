// The risk grid's colours, for a number and for a hundred of four-digit numbers alike: red past the
// alert share of the house limit, amber past half, green with stakes; a new alert also pulses.
export function shareTone(share: number, stake: number, alertShare: number): string {
  if (share >= alertShare) return 'bg-error text-error-content';
  if (share >= 50) return 'bg-warning text-warning-content';
  if (stake > 0) return 'bg-success text-success-content';
  return 'bg-base-100';
}

export const NEW_ALERT = 'ring-info animate-pulse ring-4';
export const baht = (value: number) => value.toLocaleString('th-TH', { maximumFractionDigits: 2 });
