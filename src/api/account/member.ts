// Member calls of SPEC.md section 7, declared in contract/endpoints/account/member.ts.
import * as member from '../../contract/endpoints/account/member.ts';
import { requestOrThrow } from '../client.ts';

export const getWallets = () => requestOrThrow(member.wallets);
export const getPoints = () => requestOrThrow(member.points);
