/** Roots of this area's query keys; a change invalidates the root of what it touched. */
export const ADMIN_LANG_KEYS = {
  texts: ['admin-lang', 'texts'] as const,
  namespaces: ['admin-lang', 'namespaces'] as const,
};
