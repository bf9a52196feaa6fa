// The inbox calls as the header's bell makes them, declared in contract/endpoints/community/inbox.ts.
import * as inbox from '../../contract/endpoints/community/inbox.ts';
import { requestOrThrow } from '../client.ts';

export const getInbox = () => requestOrThrow(inbox.list);

/** No ids: every message. */
export const markInboxRead = (ids?: number[]) => requestOrThrow(inbox.read, { body: ids ? { ids } : {} });
