// Astro 7 needs Node >= 22.12. npm scripts run on the pinned `node` devDependency (Node 24);
// this fails loudly when a script is started some other way on an older Node.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `\n✖ Node ${process.versions.node} is too old: this project needs Node >= 22.12.\n` +
      '  Run it through npm (npm start / npm test), which uses the Node 24 that `npm install` puts in node_modules/.bin.\n',
  );
  process.exit(1);
}
