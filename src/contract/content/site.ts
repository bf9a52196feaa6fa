// The agent this site belongs to (r999, id 33): fixed, and needed by the page's first scripts,
// which carry neither the API client nor zod (so no schema lives in this module).
export const AGENT_CODE = 'r999';
export const AGENT_ID = 33;
