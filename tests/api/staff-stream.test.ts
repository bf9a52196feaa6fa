// The staff's live stream over HTTP against the built site (issue 43): a cashier's desk hears that
// the deposit queue changed when a member asks to deposit, a role without the permission hears
// nothing of it, a first approval reaches a supervisor as `approval` and not the cashier, a
// disabled member of staff's stream closes at once, and no staff session is refused in Thai.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as adminDesk from '../../src/contract/endpoints/admin/admin-desk.ts';
import * as adminStaff from '../../src/contract/endpoints/admin/admin-staff.ts';
import * as payments from '../../src/contract/endpoints/money/payments.ts';
import * as withdrawals from '../../src/contract/endpoints/money/withdrawals.ts';
import { checkAgainstContract } from '../support/contract-check.ts';
import { openStream } from '../support/event-stream.ts';
import { Member } from './client.ts';
import { enrolledStaff, staffMember } from './admin-helpers.ts';
import { THAI, newMember, operator } from './lotto-helpers.ts';

async function watch(staff: Member) {
  const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const opened = await openStream(staff.baseUrl + adminStaff.staffStream.path, { cookie });
  if (opened.envelope) checkAgainstContract('GET', adminStaff.staffStream.path, opened.status, opened.envelope);
  return opened;
}

describe('the staff’s live stream', () => {
  it('tells a cashier the deposit queue changed, and nothing to a role that may not read it', async () => {
    const [cashier, risk] = [await staffMember('cashier'), await staffMember('risk')];
    const [desk, other] = [await watch(cashier), await watch(risk)];
    expect([desk.status, other.status]).toEqual([200, 200]);
    const member = await newMember();
    const channels = await member.send(payments.channels);
    const promptpay = channels.body.data.find((channel) => channel.code === 'promptpay')!;
    const asked = await member.send(payments.generateQr, {
      channel_id: promptpay.id,
      sub_channel_id: promptpay.sub_channels[0]!.id,
      amount: 150,
    });
    expect(asked.body.error, asked.body.message).toBe(0);
    expect((await desk.events!.nextNamed('queue', 3_000)).data).toEqual({ desk: 'deposits' });
    await expect(other.events!.nextNamed('queue', 500)).rejects.toThrow();
    await Promise.all([desk.events!.cancel(), other.events!.cancel()]);
  });

  it('brings a first approval to a supervisor as `approval`, the cashier only the queue', async () => {
    const [cashier, supervisor] = [await staffMember('cashier'), await staffMember('supervisor')];
    const member = await newMember();
    const phone = (await member.send(auth.userInfo)).body.data.phone;
    await operator('credit', phone, '1', '25000', '--by', 'api-tests');
    const info = await member.send(withdrawals.info);
    const main = info.body.data.wallets.find((wallet) => wallet.wallet_type_id === 1)!;
    const asked = await member.send(withdrawals.withdraw, { wallet_id: main.wallet_id, amount: 25_000, idempotency_key: randomUUID() });
    expect(asked.body.error, asked.body.message).toBe(0);
    const [cashierDesk, supervisorDesk] = [await watch(cashier), await watch(supervisor)];
    const first = await cashier.send(adminDesk.withdrawalApprove, { id: asked.body.data.id, transfer_ref: 'KB-LIVE', second: false });
    expect(first.body.data).toEqual({ id: asked.body.data.id, outcome: 'first_approval' });
    expect((await supervisorDesk.events!.nextNamed('approval', 3_000)).data).toEqual({ id: asked.body.data.id });
    expect((await cashierDesk.events!.nextNamed('queue', 3_000)).data).toEqual({ desk: 'withdrawals' });
    await expect(cashierDesk.events!.nextNamed('approval', 500)).rejects.toThrow();
    await Promise.all([cashierDesk.events!.cancel(), supervisorDesk.events!.cancel()]);
  });

  it('closes at once for a member of staff disabled, and refuses without a staff session in Thai', async () => {
    const owner = await enrolledStaff('owner');
    const cashier = await enrolledStaff('cashier');
    const stream = await watch(cashier.client);
    expect(stream.status).toBe(200);
    const id = (await owner.client.send(adminStaff.staffList)).body.data.find((row) => row.name === cashier.name)!.id;
    expect((await owner.client.send(adminStaff.staffDisable, { staff_id: id, reason: 'ลาออก' })).body.error).toBe(0);
    await stream.events!.ended(3_000);
    const visitor = await watch(new Member());
    expect(visitor.status).toBe(401);
    expect(visitor.envelope).toMatchObject({ error: 401, message: expect.stringMatching(THAI), data: null });
  });
});
