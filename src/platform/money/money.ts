// Money is integer satang inside the platform and baht numbers (2 decimals) on the wire.

export function toBaht(satang: number): number {
  return satang / 100;
}

export function toSatang(baht: number): number {
  const satang = Math.round(baht * 100);
  if (!Number.isSafeInteger(satang)) throw new RangeError(`not an amount of baht: ${baht}`);
  return satang;
}
