// What the site does when the platform says the session is gone (HTTP 401). The user store
// registers it here, a module without the API client, so the page's first script carries neither
// the client nor zod; the client (client.ts) calls it when a 401 comes back.
let handler: () => void = () => {};

/** The user store registers how to forget the user when the platform says the session is gone. */
export function setUnauthorizedHandler(next: () => void): void {
  handler = next;
}

export function sessionGone(): void {
  handler();
}
