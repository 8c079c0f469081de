/** A fresh Idempotency-Key for one user action (a resend of the same action reuses it). */
export const actionKey = () => ({ idempotencyKey: crypto.randomUUID() });
