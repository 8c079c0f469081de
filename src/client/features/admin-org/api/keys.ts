/** Query keys of the area: a change invalidates everything under its entity's key. */
export const ORG_KEYS = {
  organisationTree: ['admin-org', 'organisationTree'] as const,
  buyerDepartTree: ['admin-org', 'buyerDepartTree'] as const,
  assignableRoles: ['admin-org', 'assignableRoles'] as const,
  pickerDepartTree: ['admin-org', 'pickerDepartTree'] as const,
  pickerRoles: ['admin-org', 'pickerRoles'] as const,
  roleFunctionTree: ['admin-org', 'roleFunctionTree'] as const,
};

/** Each user action carries its own key, so a replay of the same click is harmless. */
export function actionKey(): { idempotencyKey: string } {
  return { idempotencyKey: crypto.randomUUID() };
}
