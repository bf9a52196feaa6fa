// The operator's device commands (issue 42): `device add <agent bank account> <smsforwarder|sms-gateway>`
// prints the webhook address and the secret once (like `staff add` prints its link), `device list`,
// `device pause|resume|revoke <id>`. The same functions as the back office, audited with `--by`.
import { operatorTime } from '../../rules/bangkok-calendar.ts';
import { operatorActor } from '../audit/index.ts';
import type { Db } from '../db/database.ts';
import { siteLink } from '../site-link.ts';
import { addDevice, changeDevice, FORWARDERS, listDevices } from './records.ts';

const USAGE = `device takes add <agent bank account id or number> <${FORWARDERS.join('|')}> | list | pause|resume|revoke <device id>`;

/** `device ...`: the exit code, a usage problem (cli.ts prints it with the usage), or undefined when not `device`. */
export async function deviceCommand(db: Db, command: string, args: string[], by: string): Promise<number | string | undefined> {
  if (command !== 'device') return undefined;
  const [action, target, forwarder, extra] = args;
  const actor = operatorActor(by);
  if (action === 'list' && target === undefined) {
    for (const row of await listDevices(db, actor)) {
      const seen = row.last_sent_at === null ? 'never sent' : `last sent ${operatorTime(row.last_sent_at)}`;
      console.log(
        [row.id, row.forwarder, row.state, `account #${row.bank_account_id} ${row.bank_code} ${row.account_no}`, seen].join('\t'),
      );
    }
    return 0;
  }
  if (action === 'add' && target && forwarder && extra === undefined) {
    const device = await addDevice(db, actor, target, forwarder);
    console.log(`Device #${device.id} (${device.forwarder}) added by ${by.trim()} for agent bank account #${device.bankAccountId}.`);
    console.log(`Webhook address: ${siteLink(device.webhookPath)}`);
    console.log(`Secret (shown once, keep it only in the forwarder app): ${device.secret}`);
    return 0;
  }
  if ((action === 'pause' || action === 'resume' || action === 'revoke') && target && forwarder === undefined) {
    const id = Number(target);
    if (!Number.isSafeInteger(id) || id <= 0) return `device ${action} needs a device id, got "${target}"`;
    const state = await changeDevice(db, actor, id, action);
    console.log(`Device #${id} is now ${state} (by ${by.trim()}).`);
    return 0;
  }
  return USAGE;
}
