// Whether a page is drawn for a member: their details loaded, or their session held while the
// platform could not be asked (a 502/503 says nothing about the session; only a 401 ends it). A
// logged-in member whose platform is down keeps the member's header, never the visitor's.
export function signedIn(locals: App.Locals): boolean {
  return Boolean(locals.member) || locals.memberUnavailable === true;
}
