// The webhooks the agent's phones post the bank's texts to (issue 42), one per forwarder app.
// No session: each delivery is signed with its device's secret (platform/devices/signatures.ts).
import { endpoint } from '../../endpoint.ts';
import { bankTextReceivedSchema, deviceQuery, smsForwarderBody, smsGatewayBody } from '../../account/devices.ts';

const REFUSALS = ['DEVICE_SIGNATURE_INVALID', 'DEVICE_TIMESTAMP_INVALID', 'DEVICE_PAUSED', 'DEVICE_REPLAY'] as const;
/** A bank text and its envelope are a few KiB at most. */
const MAX_BODY_BYTES = 16 * 1024;

export const smsForwarderWebhook = endpoint({
  method: 'POST',
  path: '/api/devices/smsforwarder',
  auth: false,
  query: deviceQuery,
  body: smsForwarderBody,
  // Its template may be a form (key=[value]&...) as well as JSON.
  formBody: true,
  maxBodyBytes: MAX_BODY_BYTES,
  answer: bankTextReceivedSchema,
  refusals: REFUSALS,
});

export const smsGatewayWebhook = endpoint({
  method: 'POST',
  path: '/api/devices/sms-gateway',
  auth: false,
  query: deviceQuery,
  body: smsGatewayBody,
  maxBodyBytes: MAX_BODY_BYTES,
  answer: bankTextReceivedSchema,
  refusals: REFUSALS,
});
