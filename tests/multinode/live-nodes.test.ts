// The live stream across two site nodes on one PostgreSQL database (issue 43): a change made on one
// node (NOTIFY after its commit) reaches a member's stream held by the other (its LISTEN
// connection), a logout on one closes the stream on the other, and SIGTERM ends a node's streams.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as payments from '../../src/contract/endpoints/money/payments.ts';
import { memberStream } from '../../src/contract/endpoints/account/live.ts';
import { Member, birthDate, loopbackAddress, register, uniquePhone } from '../api/client.ts';
import { openStream } from '../support/event-stream.ts';
import { startTestPostgres, type TestPostgres } from '../support/postgres.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let postgres: TestPostgres;
let nodes: RunningServer[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
  const env = { DATABASE_URL: postgres.url };
  nodes = [await startServer(env), await startServer(env)];
}, 300_000);

afterAll(async () => {
  for (const node of nodes) await node.stop();
  await postgres?.stop();
});

/** A member registered on node 0, and the same browser's cookies. */
async function member(): Promise<{ on: (node: number) => Member; cookie: string }> {
  const from = loopbackAddress();
  const first = new Member(from, nodes[0]!.url);
  const answer = await register(
    first,
    {
      phone: uniquePhone(),
      password: 'secret-123',
      full_name: 'สดสอง โหนด',
      bank_code: 'SCB',
      bank_account: String(Math.floor(1e9 + Math.random() * 9e9)),
      birth_date: birthDate(30),
    },
    nodes[0],
  );
  expect(answer.body.error, answer.body.message).toBe(0);
  const on = (node: number) => {
    const other = new Member(from, nodes[node]!.url);
    for (const [name, value] of first.cookies) other.cookies.set(name, value);
    return other;
  };
  return { on, cookie: [...first.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
}

describe('the live stream on two nodes', () => {
  it('brings a change made on node A to a stream held by node B, and closes it when node A logs the member out', async () => {
    const { on, cookie } = await member();
    const stream = await openStream(nodes[1]!.url + memberStream.path, { cookie });
    expect(stream.status).toBe(200);

    const a = on(0);
    const channels = (await a.send(payments.channels)).body.data;
    const promptpay = channels.find((channel) => channel.code === 'promptpay')!;
    const made = await a.send(payments.generateQr, {
      channel_id: promptpay.id,
      sub_channel_id: promptpay.sub_channels[0]!.id,
      amount: 120,
    });
    expect(made.body.error, made.body.message).toBe(0);
    const cancelled = await a.send(payments.cancel, { id: made.body.data.id });
    expect(cancelled.body.error, cancelled.body.message).toBe(0);
    // The request made, then cancelled: each told (read when sent, so the first may already say cancelled).
    const first = (await stream.events!.nextNamed('deposit')).data as { id: number; status: string };
    expect(first).toEqual({ id: made.body.data.id, status: expect.stringMatching(/^(pending|cancelled)$/) });
    const last = first.status === 'pending' ? (await stream.events!.nextNamed('deposit')).data : first;
    expect(last).toEqual({ id: made.body.data.id, status: 'cancelled' });

    expect((await a.send(auth.logout)).body.error).toBe(0);
    await stream.events!.ended();
  });

  it('ends a node’s streams cleanly on SIGTERM (the client reconnects elsewhere), not cut at the drain’s end', async () => {
    const { cookie } = await member();
    const stream = await openStream(nodes[1]!.url + memberStream.path, { cookie });
    expect(stream.status).toBe(200);
    const stopping = nodes[1]!.stop();
    // Well before the 10 s the node gives calls in flight: the stream was ended, not waited for.
    await stream.events!.ended(8_000);
    expect(stream.events!.brokeOff()).toBe(false);
    await stopping;
    nodes = nodes.slice(0, 1);
  });
});
