/** Roots of this area's query keys; a change invalidates the root of what it touched. */
export const ADMIN_DICTIONARIES_KEYS = {
  groups: ['admin-dictionaries', 'groups'] as const,
  types: ['admin-dictionaries', 'types'] as const,
};
