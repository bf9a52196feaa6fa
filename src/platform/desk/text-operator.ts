// The operator's side of the bank texts a cashier must look at (issue 42): `texts` lists them as the
// money desk does, `text-dealt <id> [note]` marks one dealt with. The desk's own functions, audited
// with `--by`.
import { operatorTime } from '../../rules/bangkok-calendar.ts';
import { operatorActor } from '../audit/index.ts';
import type { Db } from '../db/database.ts';
import { markTextDealt, textQueue } from './text-queue.ts';

/** `texts` or `text-dealt ...`: the exit code, or a usage problem (cli.ts prints it with the usage). */
export async function textCommand(db: Db, command: 'texts' | 'text-dealt', args: string[], by: string): Promise<number | string> {
  if (command === 'texts') {
    if (args.length) return 'texts takes no arguments';
    for (const text of await textQueue(db)) {
      const amount = text.amount === null ? '-' : text.amount.toFixed(2);
      const account = `${text.account.bank_code} ${text.account.account_no}`;
      const when = operatorTime(Date.parse(text.received_at));
      console.log([text.id, when, account, amount, text.reason ?? '', text.text.replace(/\s+/g, ' ')].join('\t'));
    }
    return 0;
  }
  const [target, ...note] = args;
  const id = Number(target);
  if (!Number.isSafeInteger(id) || id <= 0) return `text-dealt needs a bank text id, got "${target ?? ''}"`;
  await markTextDealt(db, id, operatorActor(by), note.join(' ') || undefined);
  console.log(`Bank text #${id} dealt with (by ${by.trim()}).`);
  return 0;
}
