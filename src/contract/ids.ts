// The one id schema every call uses for the ids it takes (rounds, bills, wallets, categories,
// agents, ...). An id is a positive whole number, sent as a JSON number or as a string of digits
// (query strings are always text). Nothing else is read as an id: not `true` (which JavaScript
// would read as 1), not "0x2", "2e0", " 2 ", "2.0" or [[2]] — loose coercion let those through.
import { z } from 'zod/mini';

const DIGITS = /^[0-9]{1,16}$/;

function asId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value === 'string' && DIGITS.test(value)) {
    const number = Number(value);
    return Number.isSafeInteger(number) && number > 0 ? number : undefined;
  }
  return undefined;
}

/** A positive integer id; `label` names it in the Thai messages (e.g. 'รหัสงวด'). */
export function id(label: string) {
  return z.pipe(
    z.custom<number | string>((value) => value !== undefined, { error: `กรุณาระบุ${label}` }),
    z.transform((value: number | string, ctx) => {
      const parsed = asId(value);
      if (parsed === undefined) {
        ctx.issues.push({ code: 'custom', message: `${label}ไม่ถูกต้อง`, input: value });
        return z.NEVER;
      }
      return parsed;
    }),
  );
}
