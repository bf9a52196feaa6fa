// A deposit's seconds left to pay, counted down from the platform's figure against this browser's
// clock (the deposit page's waiting request and the payment page).
import { useEffect, useState } from 'react';
import type { Deposit } from '../contract/payments.ts';

export function useSecondsLeft(deposit: Deposit): number {
  const [left, setLeft] = useState(deposit.seconds_left);
  useEffect(() => {
    const deadline = Date.now() + deposit.seconds_left * 1000;
    setLeft(deposit.seconds_left);
    if (deposit.status !== 'pending') return;
    const timer = setInterval(() => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [deposit.seconds_left, deposit.status]);
  return left;
}
