// The face of platform/devices/: what the other platform folders may use of it (the lint's
// platform-through-faces rule); everything else here is the folder's own.
export { deliveredBefore, noteDeviceSent, settleText, storeText } from './messages.ts';
export type { Delivery, StoredText } from './messages.ts';
export type { WebhookDevice } from './records.ts';
export { maskFits } from './bank-texts/reader.ts';
export { smsForwarderDelivery, smsGatewayDelivery } from './webhook.ts';
export { silentDevices, startSilenceWatch } from './silence.ts';
