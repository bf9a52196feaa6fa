// The one inline script of our own (issue 27): registers the service worker (public/sw.js) at the
// visitor's first touch, key, wheel or scroll, when the browser is next idle (without
// requestIdleCallback, Safari, a second later). Not at load (issue 30): registering starts a worker
// and fetches sw.js and the offline page, work a phone should not do while a first page settles; the
// worker serves only later visits (the offline page, kept assets), and a page it already controls
// registers nothing (the browser checks sw.js for updates on its own). Inline, not a module: a file
// would count against the JS budget on `/`; the content security policy allows it by its hash
// (security-headers.ts).
export const REGISTER_SERVICE_WORKER = `if('serviceWorker' in navigator&&!navigator.serviceWorker.controller){var firstUse=['pointerdown','keydown','wheel','touchstart','scroll'],register=function(){firstUse.forEach(function(type){removeEventListener(type,register,true)});var later=window.requestIdleCallback||function(run){setTimeout(run,1000)};later(function(){navigator.serviceWorker.register('/sw.js').catch(function(){})},{timeout:5000})};firstUse.forEach(function(type){addEventListener(type,register,{capture:true,passive:true})})}`;
