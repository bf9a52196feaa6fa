// Baht in a sentence (a refusal, a message, an operator's line), from satang: "50,000" or
// "100.50", never "100.5". The one rule, so a figure reads the same wherever it is told. (On
// screen, in a figure of its own, an amount is lib/money/money.ts's formatBaht: the baht sign, two decimals.)
export function bahtText(satang: number): string {
  return (satang / 100).toLocaleString('en-US', { minimumFractionDigits: satang % 100 ? 2 : 0, maximumFractionDigits: 2 });
}
