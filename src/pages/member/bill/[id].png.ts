// The bill as a picture (issue 27): /member/bill/{id}.png, for the member whose bill it is. The
// bill is read with the member's own session (the platform answers another member's bill as not
// found), so only its owner gets the picture; anyone else gets 404.
import type { APIRoute } from 'astro';
import * as lotto from '../../../contract/endpoints/lotto/lotto.ts';
import { th } from '../../../i18n/th.ts';
import { billPng } from '../../../server/bill-picture.ts';
import { load } from '../../../server/page-load.ts';

export const GET: APIRoute = async ({ params, cookies, locals }) => {
  const id = Number(params.id);
  const bill =
    /^\d{1,15}$/.test(params.id ?? '') && id > 0 ? (await load(lotto.billDetail, { cookies, query: { bill_id: id } })).data : null;
  if (!bill) return new Response('ไม่พบโพยนี้', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(billPng(bill, locals.agent?.name ?? th.appName), {
    headers: {
      'content-type': 'image/png',
      'content-disposition': `inline; filename="bill-${bill.bill_id}.png"`,
      'cache-control': 'private, no-store',
    },
  });
};
