// Bank texts to balance (issue 42, "Speed"): members with a waiting deposit request each on one
// agent bank account, watched by two devices (SmsForwarder and android-sms-gateway, half the texts
// each); a simulated forwarder posts, for each request, the bank's real incoming-transfer SMS for
// its exact amount, signed as the app signs (tests/support/forwarders.ts). Two figures: the time
// from sending the POST to the member's wallets showing the credit, one text at a time (p50, p99;
// budget p99), and the texts a second one node reads and matches, AT_ONCE posted together.
// Then every request must be paid once: one credited text, one deposit ledger row of its amount,
// and every wallet equal to its ledger.
import { performance } from 'node:perf_hooks';
import * as member from '../src/contract/endpoints/account/member.ts';
import * as payments from '../src/contract/endpoints/money/payments.ts';
import { operatorActor } from '../src/platform/audit/trail.ts';
import { addDevice } from '../src/platform/devices/records.ts';
import { openWallets } from '../src/platform/money/wallets.ts';
import { forwarderRequest, gatewayBody, gatewayRequest, kbankText, nanoId, scbText } from '../tests/support/forwarders.ts';
import { ledgerFaults } from '../tests/support/server-database.ts';
import { BUDGETS, check, figure, rule } from './budgets.mjs';
import { BROWSER_HEADERS, SESSION_COOKIE, shooterPool } from './site.mjs';

/** Texts posted one at a time, each timed to the balance. */
export const TIMED_TEXTS = 40;
/** Texts posted AT_ONCE at a time for the rate. */
export const RATE_TEXTS = 300;
export const AT_ONCE = 10;
/** A credit the wallets do not show within this long is not measured (a miss). */
const GIVE_UP_MS = 10_000;
/** The asked amounts: FIRST_BAHT, FIRST_BAHT + 1, …, each made unique by the site's satang. */
const FIRST_BAHT = 500;

const API = { ...BROWSER_HEADERS, accept: 'application/json' };

/** A call's envelope: a POST with `body` (and its origin, as a browser sends: the door refuses another site's), else a GET. */
async function call(url, path, { body, cookie, headers = {} } = {}) {
  const posted = body === undefined ? {} : { 'content-type': 'application/json', origin: url };
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...API, ...posted, ...(cookie ? { cookie } : {}), ...headers },
    body,
  });
  return response.json();
}

/** `work` over `items`, `width` at a time, in order of start. */
async function inTurns(items, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** The agent bank account members are shown to pay into (the first bank one), as the member's page asks. */
async function bankAccount(url, cookie) {
  const answer = await call(url, payments.channels.path, { cookie });
  const bank = answer.data?.find((channel) => channel.code === 'bank');
  const account = bank?.sub_channels[0];
  if (!account) throw new Error(`no agent bank account to deposit to: ${answer.message}`);
  return { channelId: bank.id, id: account.id, bankCode: account.bank_code, accountNo: account.account_no.replace(/\D/g, '') };
}

/** `count` members, each with wallets and a waiting request of its own amount, asked through the API. */
async function waitingRequests(site, count) {
  const members = await shooterPool(site.db, count);
  for (const { memberId } of members) await openWallets(site.db, memberId);
  const cookieOf = (token) => `${SESSION_COOKIE}=${token}`;
  const account = await bankAccount(site.url, cookieOf(members[0].token));
  const requests = [];
  await inTurns(
    members.map((one, index) => ({ ...one, index })),
    AT_ONCE,
    async ({ memberId, token, index }) => {
      const cookie = cookieOf(token);
      const body = JSON.stringify({ channel_id: account.channelId, sub_channel_id: account.id, amount: FIRST_BAHT + index });
      const answer = await call(site.url, payments.generateQr.path, { cookie, body });
      if (answer.error !== 0) throw new Error(`deposit request refused: ${answer.message}`);
      requests[index] = { memberId, cookie, id: answer.data.id, satang: Math.round(answer.data.pay_amount * 100) };
    },
  );
  return { account, requests };
}

/** The bank's SMS for a request, posted by the device of its turn, as that app posts it. */
function textFor(account, devices, request, index) {
  const now = Date.now();
  const baht = request.satang / 100;
  const [wording, sender] = account.bankCode === 'SCB' ? [scbText, '027777777'] : [kbankText, 'KBank'];
  const text = wording(now, baht, account.accountNo);
  if (index % 2 === 0) return forwarderRequest(devices.forwarder, text, now, { from: sender });
  return gatewayRequest(devices.gateway, gatewayBody(nanoId(), text, now, sender), Math.floor(now / 1000));
}

/** Posts the text; an answer other than "credited, to this request" is an offence. */
async function post(site, account, devices, request, index, offences) {
  const sent = textFor(account, devices, request, index);
  const answer = await call(site.url, sent.path, { body: sent.body, headers: sent.headers });
  const { state, deposit_id: depositId } = answer.data ?? {};
  if (answer.error !== 0 || state !== 'credited' || depositId !== request.id)
    offences.push(`request #${request.id}: ${answer.error !== 0 ? answer.message : `${state} (deposit ${depositId})`}`);
}

/** The member's main wallet in satang, as the page's wallet reload reads it. */
async function mainSatang(url, cookie) {
  const answer = await call(url, member.wallets.path, { cookie, body: '{}' });
  const main = answer.data?.find((wallet) => wallet.wallet_type_id === 1);
  return main ? Math.round(main.balance * 100) : null;
}

/**
 * From sending the POST to the wallets showing the credit. The credit is made inside the
 * webhook's own transaction (flows/bank-texts.ts runs the confirmation before it answers), so the
 * first read after the answer should already show it; the bench still asks until it does.
 */
async function timeToBalance(site, account, devices, request, index, offences) {
  const started = performance.now();
  await post(site, account, devices, request, index, offences);
  while (performance.now() - started < GIVE_UP_MS) {
    if ((await mainSatang(site.url, request.cookie)) === request.satang) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  offences.push(`request #${request.id}: the wallets did not show the credit within ${GIVE_UP_MS} ms`);
  return null;
}

const percentile = (sorted, share) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : null);

/** Requests not paid exactly once: the deposit, its credited texts, its ledger rows. */
async function creditedOnce(db, requests) {
  const ids = requests.map((request) => request.id);
  const deposits = await db.selectFrom('deposits').select(['id', 'status']).where('id', 'in', ids).execute();
  const texts = await db
    .selectFrom('bank_messages')
    .select(['deposit_id'])
    .where('state', '=', 'credited')
    .where('deposit_id', 'in', ids)
    .execute();
  const rows = await db
    .selectFrom('ledger')
    .select(['ref', 'amount'])
    .where('type', '=', 'deposit')
    .where(
      'ref',
      'in',
      ids.map((id) => `deposit:${id}`),
    )
    .execute();
  return requests.flatMap((request) => {
    const status = deposits.find((deposit) => deposit.id === request.id)?.status;
    const credited = texts.filter((text) => Number(text.deposit_id) === request.id).length;
    const amounts = rows.filter((row) => row.ref === `deposit:${request.id}`).map((row) => Number(row.amount));
    const fine = status === 'paid' && credited === 1 && amounts.length === 1 && amounts[0] === request.satang;
    return fine
      ? []
      : [`request #${request.id}: ${status}, ${credited} credited text(s), ledger ${amounts.join(' + ') || 'none'} of ${request.satang}`];
  });
}

export async function measureBankTexts({ site, log }) {
  log?.(`bank texts: ${TIMED_TEXTS + RATE_TEXTS} members with a waiting request each…`);
  const { account, requests } = await waitingRequests(site, TIMED_TEXTS + RATE_TEXTS);
  const actor = operatorActor('bench');
  const devices = {
    forwarder: await addDevice(site.db, actor, String(account.id), 'smsforwarder'),
    gateway: await addDevice(site.db, actor, String(account.id), 'sms-gateway'),
  };
  const offences = [];

  log?.(`bank texts: ${TIMED_TEXTS} texts one at a time, each to the balance…`);
  const timed = requests.slice(0, TIMED_TEXTS);
  const times = [];
  for (const [index, request] of timed.entries()) times.push(await timeToBalance(site, account, devices, request, index, offences));
  const sorted = times.filter((ms) => ms !== null).sort((a, b) => a - b);

  log?.(`bank texts: ${RATE_TEXTS} texts, ${AT_ONCE} at a time…`);
  const rated = requests.slice(TIMED_TEXTS);
  const started = performance.now();
  await inTurns(
    rated.map((request, index) => ({ request, index })),
    AT_ONCE,
    ({ request, index }) => post(site, account, devices, request, index, offences),
  );
  const seconds = (performance.now() - started) / 1000;

  const faults = await ledgerFaults({ dataDir: site.dataDir, databaseUrl: site.databaseUrl || undefined });
  return {
    bank: account.bankCode,
    texts: requests.length,
    timed: {
      texts: timed.length,
      measured: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? null,
    },
    rate: { texts: rated.length, atOnce: AT_ONCE, seconds, perSecond: rated.length / seconds },
    offences,
    notOnce: await creditedOnce(site.db, requests),
    ledgerFaults: Object.entries(faults).flatMap(([kind, rows]) => rows.map((row) => `${kind}: ${JSON.stringify(row)}`)),
  };
}

export function bankTextsChecks(result) {
  const part = 'bank texts';
  const ms = (value) => (value === null ? null : Math.round(value));
  return [
    check({
      part,
      label: `POST to balance, p99 of ${result.timed.texts} texts one at a time`,
      // A text never seen on the balance leaves the p99 unmeasured: a miss.
      value: result.timed.measured === result.timed.texts ? ms(result.timed.p99) : null,
      unit: 'ms',
      op: '<=',
      budget: BUDGETS.bankTextToBalanceP99,
      detail: `p50 ${ms(result.timed.p50)} ms, max ${ms(result.timed.max)} ms; ${result.bank} wording, half through each forwarder`,
    }),
    figure({
      part,
      label: `texts read and matched per second, one node, ${result.rate.atOnce} at a time`,
      value: Math.round(result.rate.perSecond),
      unit: '/s',
      detail: `${result.rate.texts} texts in ${result.rate.seconds.toFixed(1)} s`,
    }),
    rule({ part, label: 'every text answered: credited to its own request', offenders: result.offences, total: result.texts }),
    rule({
      part,
      label: 'every request paid once: one credited text, one ledger row',
      offenders: result.notOnce,
      total: result.texts,
    }),
    rule({ part, label: 'every wallet equal to its ledger, none negative', offenders: result.ledgerFaults }),
  ];
}
