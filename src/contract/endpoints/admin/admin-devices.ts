// The back office's device desk (issue 42): the phones forwarding the bank's texts, added, paused,
// resumed and revoked by an owner or a supervisor (devices.manage), as `npm run operator -- device` does.
import { endpoint } from '../../endpoint.ts';
import {
  deviceAddedSchema,
  deviceAddRequest,
  deviceChangeRequest,
  deviceDeskSchema,
  deviceStateSchema,
} from '../../admin/admin-devices.ts';

const manage = { auth: 'staff', permission: 'devices.manage' } as const;

export const deviceList = endpoint({ method: 'GET', path: '/api/admin/devices', ...manage, answer: deviceDeskSchema, refusals: [] });
/** Answers the secret once, and the address the forwarder posts to. */
export const deviceAdd = endpoint({
  method: 'POST',
  path: '/api/admin/devices/add',
  ...manage,
  body: deviceAddRequest,
  answer: deviceAddedSchema,
  refusals: ['DEVICE_ACCOUNT_NOT_FOUND', 'DEVICE_FORWARDER_UNKNOWN'],
});
export const deviceChange = endpoint({
  method: 'POST',
  path: '/api/admin/devices/state',
  ...manage,
  body: deviceChangeRequest,
  answer: deviceStateSchema,
  refusals: ['DEVICE_NOT_FOUND', 'DEVICE_REVOKED'],
});
