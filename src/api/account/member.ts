// Member calls of SPEC.md section 7, declared in contract/endpoints/member.ts.
import * as member from '../../contract/endpoints/member.ts';
import { requestOrThrow } from '../client.ts';

export const getWallets = () => requestOrThrow(member.wallets);
export const getPoints = () => requestOrThrow(member.points);
