// A payment channel's number in the database and its code on the wire, both ways.
import { PAYMENT_CHANNELS, type PaymentChannelCode } from '../../contract/money/payments.ts';

/** A channel's id on the wire is its place in PAYMENT_CHANNELS, from 1. */
export const channelIdOf = (code: PaymentChannelCode) => PAYMENT_CHANNELS.indexOf(code) + 1;

export const channelCodeOf = (channelId: number): PaymentChannelCode | undefined => PAYMENT_CHANNELS[channelId - 1];
