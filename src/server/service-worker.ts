// The one inline script of our own (issue 27): registers the service worker (public/sw.js) once
// the page has loaded and the browser is idle (issue 30: registering starts a worker and fetches
// sw.js, work a phone should not do while the page still settles; without requestIdleCallback,
// Safari, a second after load). Inline, not a module: a file would count against the JS budget on
// `/`; the content security policy allows it by its hash (security-headers.ts).
export const REGISTER_SERVICE_WORKER = `if('serviceWorker' in navigator)addEventListener('load',function(){var later=window.requestIdleCallback||function(run){setTimeout(run,1000)};later(function(){navigator.serviceWorker.register('/sw.js').catch(function(){})},{timeout:5000})})`;
