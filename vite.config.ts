import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { firstBundleGuard } from './scripts/first-bundle-guard';
import { firstScreenGroups } from './scripts/first-screen-groups';
import { preloadLists } from './scripts/preload-lists';
import { isStartupPart, STARTUP_NAMESPACES, STARTUP_PARTS } from './src/client/lib/i18n-namespaces';
import { LATER_RECIPE_FILE } from './src/client/ui/later-recipe-keys';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = { '@': path.join(root, 'src') };
const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

/** No built file may exceed this: the service worker precaches everything, on phones too. */
export const MAX_ASSET_BYTES = 2 * 1024 * 1024;

/** Files under dir (recursively) larger than limit bytes, as paths relative to dir. */
export function findOversizedFiles(dir: string, limit: number): Array<{ file: string; bytes: number }> {
  const found: Array<{ file: string; bytes: number }> = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const bytes = fs.statSync(full).size;
    if (bytes > limit) found.push({ file: path.relative(dir, full), bytes });
  }
  return found;
}

/**
 * Fails the build when an emitted file is too big. Workbox would only warn and leave such a file out
 * of the precache, and the app would then break offline.
 */
export function assetSizeLimit(limit = MAX_ASSET_BYTES): Plugin {
  let outDir = '';
  return {
    name: 'bidline:asset-size-limit',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!fs.existsSync(outDir)) return;
      const oversized = findOversizedFiles(outDir, limit);
      if (oversized.length === 0) return;
      const list = oversized.map((f) => `${f.file} (${f.bytes} bytes)`).join(', ');
      throw new Error(`Built files over ${limit} bytes, which the service worker cannot precache: ${list}`);
    },
  };
}

/** Built files worth sending compressed: text formats, from this size (smaller ones gain nothing). */
const PRECOMPRESSED_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest)$/;
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = (data: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    zlib.brotliCompress(
      data,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
const gzip = (data: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    zlib.gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

/**
 * Writes file.br and file.gz beside every text file of dir (dot folders such as .vite excepted) of at
 * least minBytes, when smaller than the file; a stale copy of a file that no longer qualifies is removed.
 * Returns the files compressed, relative to dir.
 */
export async function precompressFiles(dir: string, minBytes = PRECOMPRESS_MIN_BYTES): Promise<string[]> {
  const done: string[] = [];
  const work = fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && PRECOMPRESSED_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (full) =>
        !path
          .relative(dir, full)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    )
    .map(async (full) => {
      const data = fs.readFileSync(full);
      const big = data.length >= minBytes;
      const [br, gz] = big ? await Promise.all([brotli(data), gzip(data)]) : [data, data];
      for (const [suffix, packed] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (packed.length < data.length) fs.writeFileSync(full + suffix, packed);
        else fs.rmSync(full + suffix, { force: true });
      }
      if (br.length < data.length || gz.length < data.length) done.push(path.relative(dir, full));
    });
  await Promise.all(work);
  return done.sort();
}

/**
 * Brotli and gzip copies of the built text files, made once here so the server sends them as they are
 * (@fastify/static preCompressed) instead of compressing on every request. Runs after every other
 * closeBundle, the service worker's included: its precache manifest is injected into sw.js first.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bidline:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (fs.existsSync(outDir)) await precompressFiles(outDir);
      },
    },
  };
}

/**
 * What the router plugin moves out of a route file into lazily loaded chunks, one chunk per group. The
 * plugin's default splits only the components; the loader goes too, in a chunk of its own: route files
 * are all part of the first bundle, and a loader's imports (an area's queries.ts, the device database,
 * dayjs) would otherwise come with them (~45 KB gz once). The loader's chunk is fetched beside the
 * component's when the route opens, so its reads still start with the route's code, not after it.
 */
export const ROUTE_SPLIT_GROUPS: Array<
  Array<'loader' | 'component' | 'errorComponent' | 'notFoundComponent'>
> = [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']];

const LOCALES_DIR = path.join(root, 'locales');
const LOCALE_SET = /^virtual:locale-set\/(\w+)\/(startup|screens)$/;
const LOCALE_NAMESPACES = 'virtual:locale-namespaces';

/**
 * The namespaces of one language's set in locales/<lang>/: the startup set has STARTUP_NAMESPACES and
 * the startup parts of STARTUP_PARTS' namespaces; the screens set has every other namespace whole.
 */
export function localeSetNamespaces(lang: string, set: 'startup' | 'screens'): string[] {
  return fs
    .readdirSync(path.join(LOCALES_DIR, lang))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((ns) =>
      set === 'startup'
        ? STARTUP_NAMESPACES.includes(ns) || ns in STARTUP_PARTS
        : !STARTUP_NAMESPACES.includes(ns),
    )
    .sort();
}

/** A namespace's texts as its set holds them: in the startup set, only its STARTUP_PARTS keys if it has any. */
export function localeSetTexts(
  lang: string,
  set: 'startup' | 'screens',
  ns: string,
): Record<string, unknown> {
  const texts = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, `${ns}.json`), 'utf8'));
  const parts = STARTUP_PARTS[ns];
  if (set === 'screens' || !parts) return texts;
  return Object.fromEntries(Object.entries(texts).filter(([key]) => isStartupPart(parts, key)));
}

/**
 * One module per language and set, `virtual:locale-set/<lang>/<startup|screens>`, whose default export
 * holds that set's namespaces (client/lib/i18n.ts loads each set whole), so each is one chunk with its
 * texts; and `virtual:locale-namespaces`, every namespace of every language. A glob over the 100-odd
 * files instead put a loader per file in the first screen's code (~2 KB gz).
 */
export function localeSets(): Plugin {
  return {
    name: 'bidline:locale-sets',
    resolveId: (id) => (LOCALE_SET.test(id) || id === LOCALE_NAMESPACES ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith('\0virtual:locale-')) return null;
      const languages = fs.readdirSync(LOCALES_DIR).filter((entry) => /^\w+$/.test(entry));
      if (id === `\0${LOCALE_NAMESPACES}`) {
        const all = languages.flatMap((lang) => [
          ...localeSetNamespaces(lang, 'startup'),
          ...localeSetNamespaces(lang, 'screens'),
        ]);
        return `export default ${JSON.stringify([...new Set(all)].sort())};`;
      }
      const [, lang = '', set = 'startup'] = LOCALE_SET.exec(id.slice(1)) ?? [];
      const which = set as 'startup' | 'screens';
      const names = localeSetNamespaces(lang, which);
      for (const ns of names) this.addWatchFile(path.join(LOCALES_DIR, lang, `${ns}.json`));
      const texts = Object.fromEntries(names.map((ns) => [ns, localeSetTexts(lang, which, ns)]));
      // One JSON.parse of a string: faster to parse than the same object as a literal (as Vite does for JSON).
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}

/**
 * The deadline suite: parsing, storing and judging business times. It also runs in two extra projects
 * with the process zone set to UTC and to Asia/Shanghai, and must give the same answers in both, as a
 * deadline must not move with the zone of the host.
 */
export const DEADLINE_SUITE = [
  'tests/unit/shared/business-time.test.ts',
  'tests/unit/shared/time-checks.test.ts',
  'tests/server/tenders-business-time.test.ts',
  'tests/server/deadline.test.ts',
];
const deadlineProject = (name: string, timeZone: string) => ({
  extends: true as const,
  test: {
    name,
    root,
    include: DEADLINE_SUITE,
    environment: 'node',
    env: { TZ: timeZone },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

/**
 * Test files run side by side in this many workers: one more than the cores. Vitest's own default, one
 * fewer, would run them one at a time on a 2-core CI machine, and an e2e file waits on its browser and
 * server much of its time: measured on 2 cores, 8 e2e files kept the CPU 77 % busy in 2 workers (220 s)
 * and 94 % in 3 (182 s). global-setup.ts starts one server per worker. VITEST_MAX_WORKERS overrides it.
 */
const TEST_WORKERS = os.availableParallelism() + 1;

/** Server test files with nothing to check on SQLite: they run in the PostgreSQL pass only. */
const POSTGRES_ONLY = ['tests/server/chat-cross-process.test.ts'];

/**
 * The server suite, once per database: `server` on SQLite, and `server-pg` on PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it), two projects so that both passes run side by side.
 * TEST_TARGET tells tests/server/support/test-app.ts which one a project is.
 */
const serverProjects = () => {
  const project = (name: string, target: 'sqlite' | 'postgres', exclude: string[]) => ({
    extends: true as const,
    test: {
      name,
      root,
      include: ['tests/server/**/*.test.ts'],
      exclude,
      environment: 'node',
      env: { TEST_TARGET: target },
      // Each file builds its own apps on its own databases, so the files of one worker can share the
      // modules they import: isolated, every file imported the whole server again (~4 s a file, most of
      // a server file's time); shared, the SQLite pass went from ~470 s to ~240 s summed.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  });
  if (!process.env.TEST_DATABASE_URL) return [project('server', 'sqlite', [])];
  return [project('server', 'sqlite', POSTGRES_ONLY), project('server-pg', 'postgres', [])];
};

/**
 * Unit files that must have a module graph of their own: they replace modules or globals (vi.mock,
 * vi.stubGlobal, fake timers...), which would not reach a module another file of the worker had already
 * imported, or they start or read module state (i18next, the dictionary store) that the other files share.
 */
const UNIT_OWN_STATE = [
  'tests/unit/client/data/dictionaries.test.tsx',
  'tests/unit/client/data/dictionary-version.test.tsx',
  // Starts the app's i18next and switches it to French.
  'tests/unit/client/lib/i18n-loading.test.ts',
  // Places the route files' routes in the first-screen tree and then in the whole one.
  'tests/unit/client/first-route-tree.test.ts',
];
const REPLACES_MODULES =
  /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv|useFakeTimers)\(/;

/** Every unit test file, as a path from the project root with forward slashes. */
export function unitTestFiles(): string[] {
  return fs
    .readdirSync(path.join(root, 'tests/unit'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The unit files that run isolated (UNIT_OWN_STATE and every file that replaces a module or global). */
export function isolatedUnitFiles(): string[] {
  return unitTestFiles().filter(
    (file) =>
      UNIT_OWN_STATE.includes(file) || REPLACES_MODULES.test(fs.readFileSync(path.join(root, file), 'utf8')),
  );
}

/**
 * The unit suite in two projects. `unit-isolated` gives each file listed by isolatedUnitFiles a module
 * graph and a jsdom of its own. `unit` runs all the others in one worker, one after another, sharing one
 * jsdom and the modules they import: Vitest hands a non-isolated project with a single worker all its
 * files at once. Importing jsdom, React and Chakra again and setting up a jsdom for every file was most
 * of a unit file's time: those 136 files took 480 s of CPU isolated and 49 s in one worker. A project
 * with its own worker count needs its own group, which Vitest runs after the others (groupOrder 1).
 */
const unitProjects = () => {
  const isolated = isolatedUnitFiles();
  const project = (name: string, isolate: boolean, files: { include?: string[]; exclude?: string[] }) => ({
    extends: true as const,
    test: {
      name,
      root,
      include: files.include ?? ['tests/unit/**/*.test.{ts,tsx}'],
      exclude: files.exclude ?? [],
      environment: 'jsdom',
      isolate,
      ...(isolate ? {} : { maxWorkers: 1, sequence: { groupOrder: 1 } }),
      setupFiles: [path.join(root, 'tests/support/unit-setup.ts')],
      // jsdom renders of whole dialogs take a few seconds when the machine is busy (CI runs every
      // project side by side); a timeout here is a hang detector, not a speed check.
      testTimeout: 30_000,
    },
  });
  return [
    project('unit', false, { exclude: isolated }),
    project('unit-isolated', true, { include: isolated }),
  ];
};

const PRELOAD_LISTS = preloadLists();
const FIRST_SCREEN = firstScreenGroups();
const inFirstScreen = (set: 'shared' | 'signedIn', id: string) => FIRST_SCREEN.sets()[set].has(id);

// The client's index.html lives in src/client (the top level is kept to the project's own folders),
// so Vite's root is there and every other path is spelt from the project root.
export default defineConfig({
  root: path.join(root, 'src/client'),
  publicDir: path.join(root, 'public'),
  envDir: root,
  resolve: { alias },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: ROUTE_SPLIT_GROUPS },
      routesDirectory: path.join(root, 'src/client/routes'),
      generatedRouteTree: path.join(root, 'src/client/route-tree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    localeSets(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: path.join(root, 'sw'),
      filename: 'sw.ts',
      injectRegister: false,
      // The glob below already precaches the icons; listing them twice would duplicate the entries.
      includeManifestIcons: false,
      manifest: {
        name: 'Bidline 电子招标采购平台',
        short_name: 'Bidline',
        description: 'Bidline 电子招标采购平台：招标、投标、评标与采购全流程，离线也能打开。',
        lang: 'zh',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f5fbf',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Anything bigger would make the first install slow on a phone; the build check enforces it.
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    assetSizeLimit(),
    firstBundleGuard(),
    PRELOAD_LISTS.plugin,
    FIRST_SCREEN.plugin,
    precompress(),
  ],
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the bundle-size benchmark reads which chunks a route needs.
    manifest: true,
    // No polyfill: every browser the app supports preloads modules itself (Safari from 17); one that does
    // not only fetches the chunks a little later.
    modulePreload: { polyfill: false, resolveDependencies: PRELOAD_LISTS.resolveDependencies },
    rolldownOptions: {
      // Chakra's theme module builds its whole default config with defineConfig (an identity function) at
      // load time, which keeps every recipe of the default theme in the first screen's JavaScript although
      // src/client/ui/system.ts picks only some; the call is pure, so its unused result can go.
      treeshake: {
        manualPureFunctions: ['defineConfig'],
        // Emotion's withTheme, which nothing calls, imports these two CommonJS packages, and an import of a
        // CommonJS module keeps it whatever it is used for (~1 KB gz in every start).
        moduleSideEffects: (id) =>
          /\/node_modules\/(?:hoist-non-react-statics|react-is)\//.test(id) ? false : undefined,
      },
      // Each language set (localeSets) is a chunk of its own, named after it.
      output: {
        // What every start loads (the entry's static imports, rolldown's `$initial` tag) in two files, the
        // libraries and the app's own code, instead of the entry and ~30 small shared chunks: the same
        // modules, ~10 KB gz less (one compression window, fewer file headers), and the libraries' file
        // keeps its hash across releases of the app. The tag follows imports, not use: Chakra's theme index
        // imports every recipe, so the recipes added after the first screen (later-recipe-keys.ts) get a
        // group of their own first, without the modules they build on (which the startup files hold).
        // scripts/first-bundle-guard.ts fails the build if they end up in the first screen. Then what the
        // first screens add to the entry, in two more files instead of ~25 small ones (~5 KB gz less):
        // what the sign-in pages and /home share, and what only the signed-in layout and /home use
        // (scripts/first-screen-groups.ts, which starts past the entry's modules and so never reaches the
        // later recipes).
        codeSplitting: {
          groups: [
            {
              name: 'later-recipes',
              test: LATER_RECIPE_FILE,
              priority: 4,
              includeDependenciesRecursively: false,
            },
            {
              name: 'startup-libs',
              tags: ['$initial'],
              test: (id) => id.includes('/node_modules/') && !LATER_RECIPE_FILE.test(id),
              priority: 3,
            },
            { name: 'startup', tags: ['$initial'], test: (id) => !LATER_RECIPE_FILE.test(id), priority: 2 },
            {
              name: 'first-screen-libs',
              test: (id) => id.includes('/node_modules/') && inFirstScreen('shared', id),
              priority: 1,
            },
            { name: 'signed-in', test: (id) => inFirstScreen('signedIn', id), priority: 0 },
          ],
        },
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith('\0virtual:locale-set/')
            ? `assets/locale-${chunk.facadeModuleId.split('/').slice(1).join('-')}-[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: { '/bidprocurement': { target: apiTarget, ws: true }, '/health': apiTarget },
  },
  test: {
    root,
    reporters: ['default', path.join(root, 'tests/support/summary-reporter.ts')],
    // CI runs every suite side by side on two cores, where now and then one wait misses under the load
    // (one such miss in 4,300 tests turned a run red, in e2e once and in a jsdom render once): a failed
    // test gets one more try there, and the summary names every test that needed it.
    retry: process.env.CI ? 1 : 0,
    maxWorkers: TEST_WORKERS,
    projects: [
      ...unitProjects(),
      ...serverProjects(),
      {
        extends: true,
        test: {
          // The hostile suite: bypass and authorisation matrices over the route table, bad input, headers.
          name: 'security',
          root,
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // One client build and one server per worker (global-setup.ts); each file finds its
          // worker's server through inject('baseUrl') (worker-server.ts).
          globalSetup: [path.join(root, 'tests/e2e/support/global-setup.ts')],
          setupFiles: [path.join(root, 'tests/e2e/support/worker-server.ts')],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      deadlineProject('deadlines-utc', 'UTC'),
      deadlineProject('deadlines-shanghai', 'Asia/Shanghai'),
    ],
  },
});
