// The floor of `/` (bench/floor.mjs): the page without any script, everything else as the site serves it.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFloor, withoutScripts } from '../../../bench/floor.mjs';

const PAGE = `<!doctype html><html><head><script>inline()</script>
<script type="module" src="/_astro/a.js"></script><title>ตัวอย่าง</title></head>
<body><main>หน้าแรก</main><SCRIPT type="module">
  import('/b.js');
</SCRIPT><img src="/x.svg"></body></html>`;

describe('withoutScripts', () => {
  it('takes out every script, inline or module, of any case and length, and keeps the rest', () => {
    expect(withoutScripts(PAGE)).toBe(
      '<!doctype html><html><head>\n<title>ตัวอย่าง</title></head>\n<body><main>หน้าแรก</main><img src="/x.svg"></body></html>',
    );
  });
});

describe('startFloor', () => {
  const site = createServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html', 'cross-origin-opener-policy': 'same-origin' });
      return res.end(PAGE);
    }
    res.writeHead(req.url === '/x.svg' ? 200 : 404, { 'content-type': 'image/svg+xml' });
    res.end(req.url === '/x.svg' ? '<svg/>' : 'ไม่พบ');
  });
  let floor: { url: string; stop: () => void };
  beforeAll(async () => {
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const { port } = site.address() as { port: number };
    floor = await startFloor(`http://127.0.0.1:${port}`);
  });
  afterAll(() => {
    floor.stop();
    site.close();
  });

  it("answers / without its scripts, with the page's own headers, and passes every other request to the site", async () => {
    const answer = await fetch(`${floor.url}/`);
    // The opener policy costs the main thread a new renderer process: the floor pays it too.
    expect([answer.headers.get('cross-origin-opener-policy'), answer.headers.get('content-type')]).toEqual(['same-origin', 'text/html']);
    const home = await answer.text();
    expect(home).not.toMatch(/<script/i);
    expect(home).toContain('หน้าแรก');
    const picture = await fetch(`${floor.url}/x.svg`);
    expect([picture.status, picture.headers.get('content-type'), await picture.text()]).toEqual([200, 'image/svg+xml', '<svg/>']);
    expect((await fetch(`${floor.url}/missing`)).status).toBe(404);
  });
});
