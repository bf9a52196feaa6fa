// Payment calls of SPEC.md section 7 as the deposit pages make them (the channels and the deposit
// come rendered with the page), the member's cancel of a waiting request and the demo's "simulate
// payment" (docs/api.md "Calls beyond the spec"), declared in contract/endpoints/money/payments.ts.
import * as payments from '../../contract/endpoints/money/payments.ts';
import { requestOrThrow } from '../client.ts';

export const generateQr = (channelId: number, subChannelId: number, amount: number) =>
  requestOrThrow(payments.generateQr, { body: { channel_id: channelId, sub_channel_id: subChannelId, amount } });

export const inquiryStatus = (id: number) => requestOrThrow(payments.inquiryStatus, { query: { id } });

export const simulatePayment = (id: number) => requestOrThrow(payments.simulate, { body: { id } });

export const cancelDeposit = (id: number) => requestOrThrow(payments.cancel, { body: { id } });

export const uploadSlip = (id: number, picture: string) => requestOrThrow(payments.uploadSlip, { body: { id, picture } });
