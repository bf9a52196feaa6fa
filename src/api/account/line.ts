// The member's LINE calls (issue 44, beyond SPEC.md), declared in contract/endpoints/account/line.ts.
import * as line from '../../contract/endpoints/account/line.ts';
import type { LineSwitches } from '../../contract/account/line.ts';
import { requestOrThrow } from '../client.ts';

export const linkLine = (idToken: string) => requestOrThrow(line.link, { body: { id_token: idToken } });

export const unlinkLine = () => requestOrThrow(line.unlink);

export const switchLine = (change: Partial<LineSwitches>) => requestOrThrow(line.notify, { body: change });
