// Zod compiles fast object parsers with `new Function` when it may; under our Content-Security-Policy
// (no 'unsafe-eval') its probe for that is a reported violation. The interpreted parsers are enough.
// Zod reads its settings from this global object (zod/v4/core's globalConfig, created on its first
// load if absent); setting it here keeps zod itself off the first screen, whose code never parses.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
