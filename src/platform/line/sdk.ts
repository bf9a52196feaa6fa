// The Messaging API SDK (@line/bot-sdk), loaded the first time LINE is used: it is a few hundred
// modules, and a site without LINE, or a command-line run, never needs it.
type LineSdk = typeof import('@line/bot-sdk');

let loading: Promise<LineSdk> | undefined;

export function lineSdk(): Promise<LineSdk> {
  loading ??= import('@line/bot-sdk');
  return loading;
}
