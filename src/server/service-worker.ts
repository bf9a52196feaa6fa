// The one inline script of our own (issue 27): registers the service worker (public/sw.js) once
// the page has loaded. Inline, not a module: a file would count against the JS budget on `/`; the
// content security policy allows it by its hash (security-headers.ts).
export const REGISTER_SERVICE_WORKER = `if('serviceWorker' in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js').catch(function(){})})`;
