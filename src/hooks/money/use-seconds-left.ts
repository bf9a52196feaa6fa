// A deposit's seconds left to pay, counted down from the platform's figure against this browser's
// clock (the deposit page's waiting request and the payment page); still once the deposit is decided.
import { useEffect } from 'react';
import type { Deposit } from '../../contract/money/payments.ts';
import { useCountdown } from '../use-countdown.ts';

export function useSecondsLeft(deposit: Deposit): number {
  const [left, start] = useCountdown(deposit.seconds_left);
  useEffect(() => start(deposit.seconds_left, deposit.status === 'pending'), [deposit.seconds_left, deposit.status, start]);
  return left;
}
