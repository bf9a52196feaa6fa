// The inbox calls (issue 27), declared once (contract/endpoint.ts): the member's messages with the
// unread count, and marking them read.
import { endpoint } from '../../endpoint.ts';
import { inboxReadRequest, inboxSchema } from '../../community/inbox.ts';

export const list = endpoint({ method: 'GET', path: '/api/inbox', auth: true, answer: inboxSchema, refusals: [] });
export const read = endpoint({
  method: 'POST',
  path: '/api/inbox/read',
  auth: true,
  body: inboxReadRequest,
  answer: inboxSchema,
  refusals: [],
});
