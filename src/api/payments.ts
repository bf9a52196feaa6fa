// Payment calls of SPEC.md section 7 as the deposit pages make them (the channels and the deposit
// come rendered with the page), the member's cancel of a waiting request and the demo's "simulate
// payment" (README "Calls beyond the spec").
import { depositSchema } from '../contract/payments.ts';
import { callOrThrow } from './client.ts';

export const generateQr = (channelId: number, subChannelId: number, amount: number) =>
  callOrThrow('/api/member/payment/generate_qr', {
    method: 'POST',
    body: { channel_id: channelId, sub_channel_id: subChannelId, amount },
    data: depositSchema,
  });

export const inquiryStatus = (id: number) => callOrThrow(`/api/member/payment/inquiry_status?id=${id}`, { data: depositSchema });

export const simulatePayment = (id: number) =>
  callOrThrow('/api/member/payment/simulate', { method: 'POST', body: { id }, data: depositSchema });

export const cancelDeposit = (id: number) =>
  callOrThrow('/api/member/payment/cancel', { method: 'POST', body: { id }, data: depositSchema });
