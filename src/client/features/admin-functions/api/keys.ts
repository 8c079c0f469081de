/** Roots of this area's query keys; a change invalidates the root of what it touched. */
export const ADMIN_FUNCTIONS_KEYS = {
  functions: ['admin-functions', 'functions'] as const,
  icons: ['admin-functions', 'icons'] as const,
  top: ['admin-functions', 'top'] as const,
};
