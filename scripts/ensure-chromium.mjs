// Makes sure a Chromium exists for the browser tests; installs one when none is found:
// Debian's `chromium` package when running as root, else Playwright's own download.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

let path = findChromium();
if (!path) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  console.log(`No Chromium found; installing ${asRoot ? "Debian's chromium package" : "Playwright's Chromium"}…`);
  const command = asRoot
    ? 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'
    : 'npx playwright install chromium';
  execSync(command, { stdio: 'inherit' });
  path = findChromium();
}
if (!path) {
  console.error('✖ Could not find or install Chromium. Set CHROMIUM_PATH to a Chromium binary.');
  process.exit(1);
}
console.log(`Chromium: ${path}`);
