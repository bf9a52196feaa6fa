// The floor of our `/` (issue 30): the same HTML with every <script> taken out, served beside the
// site (everything else it asks for, the site answers). Audited in turns with our `/` and the
// peer's, it says how much of our main-thread time is the page itself (markup, styles, fonts,
// pictures, the browser's own loading work) and how much our scripts add: a ratio budget to the
// peer cannot be met below this floor. The page keeps the headers the site sends with it: its
// cross-origin-opener-policy alone makes a fresh tab start the page in a new renderer process, work
// the main thread does whatever the scripts (about 100 ms of Lighthouse's main-thread time here).
import { createServer } from 'node:http';

/** `html` without its scripts (inline and module), so nothing runs: what the browser does anyway. */
export function withoutScripts(html) {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
}

/** A header the floor sends on as it came: not the ones that describe bytes fetch has decoded. */
const passed = ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name);

/** Serves `/` without scripts and passes every other GET to `siteUrl`; resolves with its url and stop. */
export async function startFloor(siteUrl) {
  const home = await fetch(`${siteUrl}/`);
  const page = withoutScripts(await home.text());
  const pageHeaders = Object.fromEntries([...home.headers].filter(passed));
  const server = createServer(async (req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { ...pageHeaders, 'cache-control': 'no-store' });
      return res.end(page);
    }
    // fetch decodes what it gets: the file goes on as it is (the main thread never decodes it).
    const answer = await fetch(`${siteUrl}${req.url}`);
    const headers = Object.fromEntries([...answer.headers].filter(passed));
    res.writeHead(answer.status, headers);
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
