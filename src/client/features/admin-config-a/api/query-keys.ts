/** Roots of this area's react-query keys; a change invalidates the root of what it touched. */
export const ADMIN_CONFIG_A_KEYS = {
  functions: ['admin-config-a', 'functions'] as const,
  icons: ['admin-config-a', 'icons'] as const,
  top: ['admin-config-a', 'top'] as const,
  types: ['admin-config-a', 'types'] as const,
  namespaces: ['admin-config-a', 'namespaces'] as const,
};

/** A fresh Idempotency-Key for one user action (a resend of the same action reuses it). */
export const actionKey = () => ({ idempotencyKey: crypto.randomUUID() });
