// LINE (issue 44): the member's link, unlink and switches (the profile), and the official account's
// webhook, which LINE signs with the channel secret (X-Line-Signature; no session).
import { endpoint } from '../../endpoint.ts';
import { lineLinkRequest, lineNotifyRequest, lineStatusSchema, lineWebhookAnswer } from '../../account/line.ts';

export const status = endpoint({ method: 'GET', path: '/api/member/line', auth: true, answer: lineStatusSchema, refusals: [] });

export const link = endpoint({
  method: 'POST',
  path: '/api/member/line/link',
  auth: true,
  body: lineLinkRequest,
  answer: lineStatusSchema,
  refusals: ['LINE_NOT_CONFIGURED', 'LINE_TOKEN_INVALID', 'LINE_TAKEN', 'LINE_UNREACHABLE'],
});

export const unlink = endpoint({
  method: 'POST',
  path: '/api/member/line/unlink',
  auth: true,
  answer: lineStatusSchema,
  refusals: ['LINE_NOT_LINKED'],
});

export const notify = endpoint({
  method: 'POST',
  path: '/api/member/line/notify',
  auth: true,
  body: lineNotifyRequest,
  answer: lineStatusSchema,
  refusals: ['LINE_NOT_LINKED'],
});

export const webhook = endpoint({
  method: 'POST',
  path: '/api/line/webhook',
  auth: false,
  // LINE batches events; a delivery stays far below this.
  maxBodyBytes: 256 * 1024,
  answer: lineWebhookAnswer,
  refusals: ['LINE_NOT_CONFIGURED', 'LINE_SIGNATURE_INVALID'],
});
