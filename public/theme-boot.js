// The stored theme before the first paint, so a dark page never flashes white (shell theme store).
// A file, not an inline script: the Content-Security-Policy allows scripts from the app's own origin only.
try {
  if (localStorage.getItem('bidline-theme') === 'theme-dark') {
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
    document.documentElement.dataset.theme = 'theme-dark';
  }
} catch {
  // Storage disabled: the light default stays.
}

// Zod's parsers compile with `new Function` unless told not to, and its probe for that is a reported
// violation of the Content-Security-Policy (no 'unsafe-eval'). Set here, before any module runs: a chunk
// the entry imports statically runs before the entry's own code (src/client/lib/zod-jitless.ts).
globalThis.__zod_globalConfig = globalThis.__zod_globalConfig || {};
globalThis.__zod_globalConfig.jitless = true;
