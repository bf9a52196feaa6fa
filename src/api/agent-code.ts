// The agent this site belongs to, for scripts that load without the API client.
export { AGENT_CODE, AGENT_ID } from '../contract/site.ts';
