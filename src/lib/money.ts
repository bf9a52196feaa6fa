// Money on screen: Thai locale, two decimals, the baht sign.
const baht = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

export function formatBaht(amount: number): string {
  return baht.format(amount);
}
