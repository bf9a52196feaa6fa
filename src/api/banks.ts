// The banks a member can choose (register, backup account): the platform's list, not the site's.
import * as banks from '../contract/endpoints/banks.ts';
import { requestOrThrow } from './client.ts';

export const getBanks = () => requestOrThrow(banks.list);
