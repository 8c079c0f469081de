// The import rules of the developers' guide, checked by `npm run lint` (scripts/depcruise.mjs) on every
// file under src and sw, type-only imports included. A violation names the rule, the importing file and
// the imported one. One check cannot be said with imports and stays a unit test:
// tests/unit/architecture.test.ts (components never call fetch, WebSocket or indexedDB themselves).

/** A repository module: `repository.ts` or `<something>-repository.ts`, anywhere under src/server. */
const REPOSITORY = '(^|[/-])repository[.]ts$';

/** The project workspace's areas (issue 16), named alike on server and client, each with an index.ts. */
const WORKSPACE_AREAS = [
  'project-letters',
  'project-rules',
  'project-workspace',
  'invitations',
  'participation',
];

/** Questions, clarifications, objections and notifications (issue 17), named alike on both sides. */
const QUESTION_AREAS = ['notifications', 'questions', 'objections', 'evaluation-clarifications'];

/** The opening, negotiation and evaluation (issues 18-19), named alike on both sides. */
const CYCLE_AREAS = ['opened-screen', 'negotiation', 'evaluation-results'];

/** Results, notices, contracts, open data and the home dashboard (issue 20), named alike on both sides. */
const RESULT_AREAS = ['results', 'notices', 'contracts', 'open-data', 'dashboard'];

/** Client features with an index.ts: routes reach them only through it. */
const INDEXED_FEATURES = [
  'tender-common',
  'projects',
  'signups',
  'documents',
  'clarifications',
  'committee',
  'offers',
  'opening',
  'evaluation',
  'subject-matters',
  'fees',
  ...WORKSPACE_AREAS,
  ...QUESTION_AREAS,
  ...CYCLE_AREAS,
  ...RESULT_AREAS,
  'audit',
  'admin-common',
  'admin-functions',
  'admin-lang',
  'admin-dictionaries',
  'admin-settings',
  'admin-sms',
];

/**
 * Server areas with an index.ts (the tender cycle): anything outside an area reaches it only through it.
 * A new area of the cycle joins this list with its folder.
 */
const SERVER_INDEXED_AREAS = [
  'tender-common',
  'tender-cycle',
  'projects',
  'subject-matters',
  'signups',
  'documents',
  'clarifications',
  'committee',
  'offers',
  'opening',
  'fees',
  ...WORKSPACE_AREAS,
  ...QUESTION_AREAS,
  ...CYCLE_AREAS,
  ...RESULT_AREAS,
  'evaluation',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import circles anywhere: a circle makes module start-up order matter (a value read before its ' +
        'module ran is undefined) and ties every file on it together. Break it by moving the shared piece ' +
        'into its own module, or by passing a callback instead of importing back.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-stays-isomorphic',
      comment:
        'src/shared runs in the browser, the service worker and the server alike: it imports nothing of ' +
        'client, server or sw.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src/(client|server)|sw)/' },
    },
    {
      name: 'client-not-server-or-sw',
      comment:
        'The client never imports the server or the service worker; what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^(src/server|sw)/' },
    },
    {
      name: 'server-not-client-or-sw',
      comment:
        'The server never imports the client or the service worker; what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^(src/client|sw)/' },
    },
    {
      name: 'sw-not-client-or-server',
      comment:
        'The service worker is its own bundle: it imports src/shared only, never client or server code.',
      severity: 'error',
      from: { path: '^sw/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'client-feature-through-index',
      comment:
        "A client feature reaches another feature only through that feature's index.ts, which says what " +
        'it offers, or its queries.ts (its reads and keys without screens); its other files are its own. A ' +
        'shared piece of several features goes below them (data, ui, lib) or into a small common feature ' +
        '(tender-common, admin-common) that imports none of them.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: {
        path: '^src/client/features/',
        pathNot: ['^src/client/features/$1/', '^src/client/features/[^/]+/(index|queries|search)[.]ts$'],
      },
    },
    {
      name: 'routes-through-feature-index',
      comment:
        'A route imports a business area only through its index.ts, and its loader takes query options from ' +
        "the area's queries.ts and its validateSearch from search.ts (pure parsers, no side effects): " +
        "route files are part of the first bundle, and index.ts would bring the area's screens into it. The list names the areas that have an index.ts (the tender cycle and the " +
        'administration rooms); a feature joins it once it has one.',
      severity: 'error',
      from: { path: '^src/client/routes/' },
      to: {
        path: `^src/client/features/(${INDEXED_FEATURES.join('|')})/`,
        pathNot: '^src/client/features/[^/]+/(index|queries|search)[.]ts$',
      },
    },
    {
      name: 'client-base-not-features-or-routes',
      comment:
        'Client data, ui and lib lie below the features: they never import a feature or a route ' +
        '(a feature hands them a callback or registers itself instead).',
      severity: 'error',
      from: { path: '^src/client/(data|ui|lib)/' },
      to: { path: '^src/client/(features|routes)/' },
    },
    {
      name: 'components-through-api-and-hooks',
      comment:
        "A component under features/*/components leaves Dexie, the database module and the request layer to its feature's api and hooks. The data layer's own functions and stores (outbox actions, sync state, storage quota, row types) are allowed: they hide Dexie behind them.",
      severity: 'error',
      from: { path: '^src/client/features/[^/]+/components/' },
      to: {
        path: [
          '^node_modules/dexie/',
          '^node_modules/dexie-react-hooks/',
          '^src/client/data/db[.]ts$',
          '^src/client/lib/http/',
          '^src/client/lib/api-client[.]ts$',
        ],
      },
    },
    {
      name: 'server-area-through-index',
      comment:
        "Outside a server area of the tender cycle (other features, services.ts, app.ts), only the area's " +
        'index.ts is imported: it says what the area offers, the rest is its own. tender-common imports no area.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: `^src/server/features/(${SERVER_INDEXED_AREAS.join('|')})/` },
      to: {
        path: `^src/server/features/(${SERVER_INDEXED_AREAS.join('|')})/`,
        pathNot: '^src/server/features/[^/]+/index[.]ts$',
      },
    },
    {
      name: 'server-area-not-other-area-internals',
      comment: "One server area of the tender cycle reaches another only through that area's index.ts.",
      severity: 'error',
      from: { path: `^src/server/features/(${SERVER_INDEXED_AREAS.join('|')})/` },
      to: {
        path: `^src/server/features/(${SERVER_INDEXED_AREAS.join('|')})/`,
        pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'tender-common-imports-no-area',
      comment:
        'tender-common lies below the areas of the cycle: it imports none of them (no circle through it).',
      severity: 'error',
      from: { path: '^src/server/features/tender-common/' },
      to: {
        path: `^src/server/features/(${SERVER_INDEXED_AREAS.filter((a) => a !== 'tender-common').join('|')})/`,
      },
    },
    {
      name: 'server-routes-not-repository',
      comment: 'Server routes reach the database only through their service (which owns the transaction).',
      severity: 'error',
      from: { path: '^src/server/features/[^/]+/([^/]+-routes|routes)[.]ts$' },
      to: { path: REPOSITORY },
    },
    {
      name: 'repository-not-service-or-routes',
      comment: 'A repository lies below its service and routes: it never imports a service or routes module.',
      severity: 'error',
      from: { path: REPOSITORY },
      to: { path: '^src/server/features/[^/]+/([^/]+-service|service|[^/]+-routes|routes)[.]ts$' },
    },
    {
      name: 'server-feature-not-other-repository',
      comment:
        "A server feature never imports another feature's repository: it goes through that feature's " +
        'service (or index.ts), which keeps its own rules and audit.',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: `^src/server/features/.*${REPOSITORY}`, pathNot: '^src/server/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // dependency-cruiser's own TypeScript reader needs TypeScript's JavaScript API, which TypeScript 7 no
    // longer has; swc reads the .ts/.tsx files instead, and it keeps type-only imports (checked like others).
    parser: 'swc',
    // A second run re-reads only the files that changed.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    // '@/…' is src/… (tsconfig paths).
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
