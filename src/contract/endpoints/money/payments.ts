// Payment calls of SPEC.md section 7 (channels, a deposit request and its QR, its status) and the
// member's deposits, cancel and the demo's "simulate payment" (docs/api.md, "Calls beyond the spec"),
// declared once (contract/endpoint.ts). All for a logged-in member.
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import {
  channelQuery,
  depositIdBody,
  depositIdQuery,
  depositQuery,
  depositSchema,
  generateQrRequest,
  paymentChannelSchema,
  paymentInfoSchema,
  slipReceivedSchema,
  slipUploadRequest,
} from '../../money/payments.ts';

const PENDING = ['DEPOSIT_NOT_FOUND', 'DEPOSIT_EXPIRED', 'DEPOSIT_NOT_PENDING'] as const;

export const channels = endpoint({
  method: 'GET',
  path: '/api/member/payment/channels',
  auth: true,
  answer: z.array(paymentChannelSchema),
  refusals: [],
});
export const info = endpoint({
  method: 'GET',
  path: '/api/member/payment/info',
  auth: true,
  query: channelQuery,
  answer: paymentInfoSchema,
  refusals: ['DEPOSIT_CHANNEL_NOT_FOUND'],
});
export const generateQr = endpoint({
  method: 'POST',
  path: '/api/member/payment/generate_qr',
  auth: true,
  body: generateQrRequest,
  answer: depositSchema,
  refusals: [
    'DEPOSIT_CHANNEL_NOT_FOUND',
    'DEPOSIT_ACCOUNT_NOT_FOUND',
    'DEPOSIT_AMOUNTS_TAKEN',
    'DEPOSIT_UNDER_MIN',
    'DEPOSIT_OVER_MAX',
    'DEPOSIT_WAITING',
    'RESPONSIBLE_DEPOSIT_LIMIT',
    'RESPONSIBLE_ON_BREAK',
  ],
});
/** One deposit by id, or the member's latest (null: none yet). */
export const qrcodeInfo = endpoint({
  method: 'GET',
  path: '/api/member/payment/qrcode_info',
  auth: true,
  query: depositQuery,
  answer: z.nullable(depositSchema),
  refusals: ['DEPOSIT_NOT_FOUND'],
});
export const inquiryStatus = endpoint({
  method: 'GET',
  path: '/api/member/payment/inquiry_status',
  auth: true,
  query: depositIdQuery,
  answer: depositSchema,
  refusals: ['DEPOSIT_NOT_FOUND'],
});
export const deposits = endpoint({ method: 'GET', path: '/api/member/deposits', auth: true, answer: z.array(depositSchema), refusals: [] });
export const cancel = endpoint({
  method: 'POST',
  path: '/api/member/payment/cancel',
  auth: true,
  body: depositIdBody,
  answer: depositSchema,
  refusals: PENDING,
});
export const simulate = endpoint({
  method: 'POST',
  path: '/api/member/payment/simulate',
  auth: true,
  body: depositIdBody,
  answer: depositSchema,
  refusals: [...PENDING, 'DEPOSIT_SIMULATE_OFF'],
});
/**
 * The member's transfer slip for a waiting request, when the money did not arrive (issue 42): its
 * mini QR decoded; credited at once when a verification provider confirms it, else for a cashier.
 */
export const uploadSlip = endpoint({
  method: 'POST',
  path: '/api/member/payment/slip',
  auth: true,
  body: slipUploadRequest,
  maxBodyBytes: 7 * 1024 * 1024,
  answer: slipReceivedSchema,
  refusals: [
    ...PENDING,
    'SLIP_UPLOADS_TOO_MANY',
    'SLIP_PICTURE_TOO_LARGE',
    'SLIP_PICTURE_TYPE',
    'SLIP_QR_NOT_FOUND',
    'SLIP_REFERENCE_USED',
  ],
});
