// The device desk's calls, declared in contract/endpoints/admin/admin-devices.ts.
import * as devices from '../../contract/endpoints/admin/admin-devices.ts';
import { adminCall, type BodyOf } from './admin.ts';

export const getDevices = () => adminCall(devices.deviceList);
export const addDevice = (body: BodyOf<typeof devices.deviceAdd>) => adminCall(devices.deviceAdd, { body });
export const changeDevice = (body: BodyOf<typeof devices.deviceChange>) => adminCall(devices.deviceChange, { body });
