/**
 * The layer rule (docs/architecture.md), checked on every `npm test`:
 * - domain/ imports nothing but its own module's domain, shared/ (pure helpers) and Node built-ins: no framework, no ORM, no I/O libraries;
 * - application/ never imports infrastructure/;
 * - a module reaches another module only through its application/ API, never its domain, infrastructure or wiring;
 * - platform/ (shared technical ground) never imports a business module;
 * - the API contract (contracts/, @atelier/contracts) imports nothing but zod; domain/ never imports
 *   it (the application hands the domain what it needs from it); the browser (frontend/) never
 *   imports the back end, only the contract;
 * - no circular imports.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'domain/ holds plain TypeScript rules: no framework, ORM, HTTP or other layers. zod (schemas as data) is the one library allowed.',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/domain/' },
      to: {
        pathNot: ['^backend/src/modules/[^/]+/domain/', '^backend/src/shared/', '^node:', '^(crypto|path|util)$', 'node_modules/zod/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'domain-no-io',
      comment: 'domain/ does no I/O: files, network and processes belong to adapters.',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/domain/' },
      to: { path: '^(node:)?(fs|fs/promises|net|http|https|http2|child_process|dgram|dns|worker_threads)$' },
    },
    {
      name: 'application-not-infrastructure',
      comment: 'Use cases depend on ports, not on adapters.',
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/application/' },
      to: { path: '^backend/src/modules/[^/]+/infrastructure/' },
    },
    {
      name: 'modules-talk-through-application',
      comment: "Another module's domain, infrastructure and wiring are private; use its application API.",
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: {
        path: '^backend/src/modules/([^/]+)/',
        pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/application/'],
      },
    },
    {
      name: 'shared-is-pure',
      comment: 'shared/ holds pure helpers every domain may use: it depends on nothing of ours but itself.',
      severity: 'error',
      from: { path: '^backend/src/shared/' },
      to: { path: '^backend/src/(modules|platform)/' },
    },
    {
      name: 'platform-not-modules',
      comment: 'platform/ is what modules stand on; it must not depend on them.',
      severity: 'error',
      from: { path: '^backend/src/platform/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'domain-not-contract',
      comment:
        'The API contract is what the outside sees; domain/ stays free of it. The application passes the domain the limits and stage lists it needs.',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/domain/' },
      to: { path: ['^@atelier/contracts', '^contracts/'] },
    },
    {
      name: 'contracts-only-zod',
      comment: 'contracts/ is shared by server and browser: plain schemas and constants, no framework, no I/O, nothing of ours.',
      severity: 'error',
      from: { path: '^contracts/src/' },
      to: { pathNot: ['^contracts/src/', '^zod$', 'node_modules/zod/'] },
    },
    {
      name: 'frontend-not-backend',
      comment: 'The browser talks to the API through the contract (@atelier/contracts), never by importing server code.',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: ['^backend/', '^@atelier/backend'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(backend/src|contracts/src|frontend/src)/' },
      to: { circular: true },
    },
  ],
  options: {
    // The contract's build output is where `@atelier/contracts` resolves: a dependency to check, not a tree to cruise.
    doNotFollow: { path: ['node_modules', '^contracts/dist/'] },
    exclude: { path: '\\.spec\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'backend/tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
