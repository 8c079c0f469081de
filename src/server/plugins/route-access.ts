/** What a route's config declares about its callers; null when it declares nothing. */
export type DeclaredAccess = 'public' | 'session';

interface AccessConfig {
  access?: 'public' | 'session';
  roles?: readonly string[];
  permission?: string;
}

/**
 * 'public' only when said so, and never together with roles or a permission (that contradiction is
 * treated as undeclared, so the app refuses to start rather than guess).
 */
export function declaredAccess(config: unknown): DeclaredAccess | null {
  const c = (config ?? {}) as AccessConfig;
  const narrowed = c.roles !== undefined || c.permission !== undefined;
  if (c.access === 'public') return narrowed ? null : 'public';
  if (c.access === 'session' || narrowed) return 'session';
  return null;
}
