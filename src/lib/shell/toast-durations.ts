// How long toasts stay (SPEC.md section 9). Kept apart from the API client so the toast area
// does not pull the client (and zod) into the first script a page runs.
export const ERROR_TOAST_MS = 3000;

/** The 'taking you into the game' notice (SPEC.md section 9). */
export const GAME_ENTRY_TOAST_MS = 1000;
