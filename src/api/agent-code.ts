// The agent this site belongs to (r999, id 33): fixed, and needed without the API client.
export const AGENT_CODE = 'r999';
export const AGENT_ID = 33;
