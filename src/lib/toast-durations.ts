// How long toasts stay (SPEC.md section 9). Kept apart from the API client so the toast area
// does not pull the client (and zod) into the first script a page runs.
export const ERROR_TOAST_MS = 3000;
