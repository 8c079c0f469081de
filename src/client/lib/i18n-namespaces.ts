/**
 * What the shell, the home page and the sign-in pages show (and what any screen reaches through a
 * prefix such as codes: or errors:): loaded before the first render. The other namespaces belong to
 * single screens and load together once the first screen has rendered. The build puts each language's
 * startup namespaces in one chunk and its other namespaces in another (vite.config.ts), as they load.
 * 'validation' is not among them: /home shows no form, and a sign-in form shows its messages only once
 * typed in or sent, by when the other namespaces have loaded (right after the first screen).
 * No imports: vite.config.ts reads this file too.
 */
export const STARTUP_NAMESPACES: readonly string[] = [
  'common',
  'errors',
  'codes',
  'menu',
  'shell',
  'auth',
  'sync',
  'pwa',
  'chat',
  'ui',
  'dict',
  'table',
];
