// The Government Lottery Office's public JSON, as public clients call it: POST
// https://www.glo.or.th/api/lottery/getLatestLottery (the newest draw; answer
// {status, response: {date, data: {first, last2, last3f, last3b, ...}}}) and POST
// https://www.glo.or.th/api/checking/getLotteryResult with {date, month, year} (one draw; answer
// {status, response: {result: {date, data: {...}}}}). Each prize is {number: [{value}]}. Those two
// nestings are read; anything else is refused.
import type { DrawResult } from '../bet-types.ts';
import { SourceAnswerRefused, type ResultAdapter } from './adapter.ts';

type Prize = { number?: { value?: unknown }[] };
type Draw = { date?: unknown; data?: Record<string, Prize> };

function drawOf(answer: unknown): Draw {
  const body = answer as { status?: unknown; response?: Draw & { result?: Draw } } | null;
  if (typeof body !== 'object' || body === null || body.status !== true || typeof body.response !== 'object' || body.response === null)
    throw new SourceAnswerRefused('not a GLO answer (status, response)');
  const draw = body.response.result ?? body.response;
  if (typeof draw.data !== 'object' || draw.data === null)
    throw new SourceAnswerRefused('a GLO answer without response.data or response.result.data');
  return draw;
}

function values(draw: Draw, prize: string, digits: number): string[] {
  const numbers = draw.data![prize]?.number;
  if (!Array.isArray(numbers)) throw new SourceAnswerRefused(`a GLO answer without ${prize}.number`);
  return numbers.map((entry) => {
    const value = entry?.value;
    if (typeof value !== 'string' || !new RegExp(`^\\d{${digits}}$`).test(value))
      throw new SourceAnswerRefused(`${prize} is not ${digits} digits`);
    return value;
  });
}

export const gloSource: ResultAdapter = {
  name: 'glo',
  covers: ['government'],
  request(source, drawDate) {
    const headers = { 'content-type': 'application/json' };
    if (!source.url.includes('getLotteryResult')) return { method: 'POST', headers };
    const [year, month, date] = drawDate.split('-');
    return { method: 'POST', headers, body: JSON.stringify({ date, month, year }) };
  },
  read(answer, source, drawDate): DrawResult | null {
    const draw = drawOf(answer);
    // The newest draw answers until the new one is out: only this draw's numbers are taken.
    if (draw.date !== undefined && draw.date !== drawDate) {
      if (typeof draw.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(draw.date))
        throw new SourceAnswerRefused('a GLO date that is not YYYY-MM-DD');
      return null;
    }
    if (draw.date === undefined && !source.url.includes('getLotteryResult'))
      throw new SourceAnswerRefused('the newest draw without its date');
    const first = values(draw, 'first', 6);
    // Announced prize by prize: until the first prize and the 2-digit prize are out, not yet.
    if (first.length === 0 || values(draw, 'last2', 2).length === 0) return null;
    if (first.length !== 1) throw new SourceAnswerRefused('more than one first prize');
    return {
      three_top: first[0]!.slice(3),
      two_bottom: values(draw, 'last2', 2)[0]!,
      three_front: values(draw, 'last3f', 3),
      three_bottom: values(draw, 'last3b', 3),
    };
  },
};
