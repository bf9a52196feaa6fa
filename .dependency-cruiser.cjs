// The layers of ARCHITECTURE.md, checked by `npm run lint` (the .astro files, which this tool
// cannot read, and the ledger tables' one owner by scripts/check-rooms.mjs).
// Imports go down, never back up:
//   pages -> layouts -> components / islands -> hooks -> stores -> api -> rules -> contract
//   server -> platform -> rules -> contract
// and nothing that runs in the browser reaches the platform or the server glue.

/** What runs in the browser (or is shared with it): it must never import the server side. */
const BROWSER = '^src/(islands|hooks|boot|stores|api|contract|rules|lib|i18n)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A cycle means two modules are one concern, or one of them sits in the wrong layer.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-platform-folder-cycles',
      severity: 'error',
      comment:
        'Platform folders import each other one way only (no-cycles checks files): work that spans features lives in platform/flows/.',
      scope: 'folder',
      from: { path: '^src/platform/' },
      to: { circular: true },
    },
    {
      name: 'platform-through-faces',
      severity: 'error',
      comment:
        "A platform folder uses another only through that folder's face, its index.ts (db/ is below them all and has none; the router, the operator command and tests may reach in).",
      from: { path: '^src/platform/([^/]+)/' },
      to: { path: '^src/platform/[^/]+/', pathNot: ['^src/platform/$1/', '^src/platform/db/', '^src/platform/[^/]+/index[.]ts$'] },
    },
    {
      name: 'flows-above-features',
      severity: 'error',
      comment:
        'flows/ composes the feature folders in one transaction; a feature folder never calls a flow (only the router and the operator command do).',
      from: { path: '^src/platform/[^/]+/', pathNot: '^src/platform/flows/' },
      to: { path: '^src/platform/flows/' },
    },
    {
      name: 'member-code-not-to-admin',
      severity: 'error',
      comment:
        'The back office loads only on its own pages: nothing a member page bundles imports its islands, its API modules, its words or its contract.',
      from: {
        path: '^src/(islands|hooks|boot|stores|api|lib|i18n)/',
        pathNot: '^src/(islands/admin/|api/admin/|i18n/admin/)',
      },
      to: { path: '^src/(islands/admin/|api/admin/|i18n/admin/|(contract|contract/endpoints|rules)/admin/)' },
    },
    {
      name: 'browser-not-to-server',
      severity: 'error',
      comment: 'Browser code must not import the embedded platform or the server glue.',
      from: { path: BROWSER },
      to: { path: '^src/(platform|server)/' },
    },
    {
      name: 'platform-only-contract',
      severity: 'error',
      comment: 'The platform is the operator platform stand-in: it knows the contract and itself only.',
      from: { path: '^src/platform/' },
      to: { path: '^src/', pathNot: '^src/(platform|contract|rules)/' },
    },
    {
      name: 'contract-is-the-bottom',
      severity: 'error',
      comment: 'The contract (endpoints, schemas, codes: what travels) is shared by both sides and imports nothing of ours.',
      from: { path: '^src/contract/' },
      to: { path: '^src/', pathNot: '^src/contract/' },
    },
    {
      name: 'rules-are-pure',
      severity: 'error',
      comment:
        'rules/ holds what both sides run (game maths, the Bangkok calendar, lotto numbers): it knows the contract and itself, no platform, browser or Node code.',
      from: { path: '^src/rules/' },
      to: { path: '^src/(platform|server|islands|stores|api|hooks|components|layouts|pages|boot|lib|i18n|middleware)' },
    },
    {
      name: 'rules-not-to-node',
      severity: 'error',
      comment: 'A rule runs in the browser too: no node: built-ins (Web Crypto, not node:crypto).',
      from: { path: '^src/rules/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'api-below-stores',
      severity: 'error',
      comment: 'The api client is called by stores, islands and pages; it does not know them.',
      from: { path: '^src/api/' },
      to: { path: '^src/(stores|islands|hooks|boot|components|layouts|pages)/' },
    },
    {
      name: 'stores-below-islands',
      severity: 'error',
      comment: 'Stores hold state for islands; an island reads a store, never the other way round.',
      from: { path: '^src/stores/' },
      to: { path: '^src/(islands|hooks|boot|components|layouts|pages)/' },
    },
    {
      name: 'hooks-below-islands',
      severity: 'error',
      from: { path: '^src/hooks/' },
      to: { path: '^src/(islands|boot|components|layouts|pages)/' },
    },
    {
      name: 'islands-below-pages',
      severity: 'error',
      comment: 'Islands are composed by pages, layouts and components, not the other way round.',
      from: { path: '^src/islands/' },
      to: { path: '^src/(boot|components|layouts|pages)/' },
    },
    {
      name: 'lib-below-browser-state',
      severity: 'error',
      comment:
        'lib/ holds small helpers (formatting, the route table, the toasts queue, navigation) that stores, islands and pages use, never the other way.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(stores|api|islands|hooks|boot|components|layouts|pages|server|platform)/' },
    },
    {
      name: 'i18n-is-words',
      severity: 'error',
      comment: "Words may name what they describe (a contract enum, a helper's ids), nothing more.",
      from: { path: '^src/i18n/' },
      to: { path: '^src/', pathNot: '^src/(i18n|contract|lib)/' },
    },
    {
      name: 'server-not-to-browser-state',
      severity: 'error',
      comment: 'Server glue answers requests; browser state (stores, islands) is not its business.',
      from: { path: '^src/server/' },
      to: { path: '^src/(stores|islands|hooks|boot|components|layouts|pages)/' },
    },
    {
      name: 'src-not-to-tests',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(tests|bench)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      // astro:* modules are Astro's own (virtual); the server entry exists once built.
      to: { couldNotResolve: true, pathNot: ['^astro:', '^\\.\\./dist/'] },
    },
    {
      name: 'src-not-to-dev-dependencies',
      severity: 'error',
      comment: 'What ships must not need a package that `npm install --omit=dev` leaves out.',
      from: { path: '^src/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^dist/', '^\\.astro/', '^node_modules/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
