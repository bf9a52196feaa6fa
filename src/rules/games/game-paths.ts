// A game's page path, from its key.

/** Where the embedded platform's game opens for a link key (the launcher's iframe). */
export const gamePagePath = (key: string) => `/game/${key}`;
