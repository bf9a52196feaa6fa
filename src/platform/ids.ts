// The id schema is the contract's (src/contract/ids.ts): the platform and the client read ids alike.
export { id } from '../contract/ids.ts';
