/**
 * The addresses an app start can show with what the entry holds: the startup texts (lib/i18n.ts) and the
 * first-screen route tree (first-route-tree.ts). Any other address opened first is a deep link, which
 * waits for the other screens' texts and the whole route tree before it renders.
 */
export const FIRST_SCREEN_PATHS: readonly string[] = [
  '/',
  '/home',
  '/login',
  '/supplierLogin',
  '/buyerLogin',
  '/agentLogin',
  '/expertLogin',
  '/lock',
];

const paths = new Set(FIRST_SCREEN_PATHS);

/** Whether pathname (trailing slashes aside) is one of FIRST_SCREEN_PATHS. */
export function isFirstScreenPath(pathname: string): boolean {
  return paths.has(pathname.replace(/\/+$/, '') || '/');
}
