// How rates and stakes read on the rates page: "บาทละ 900", "1–1,000".
import { lottoLobbyTh as t } from '../../i18n/lotto/lotto-lobby.ts';

const plain = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });

/** A payout per 1 baht staked, e.g. 900 -> "บาทละ 900", 3.2 -> "บาทละ 3.2". */
export function formatRate(rate: number): string {
  return t.rates.perBaht(plain.format(rate));
}

/** The stake range of a line in baht, e.g. "1–1,000". */
export function formatStakeRange(min: number, max: number): string {
  return `${plain.format(min)}–${plain.format(max)}`;
}
