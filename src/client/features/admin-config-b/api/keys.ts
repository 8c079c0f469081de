/** Query keys of the area: a change invalidates everything under its entity's key. */
export const CONFIG_B_KEYS = {
  smsConfig: ['admin-config-b', 'smsConfig'] as const,
  smsLog: ['admin-config-b', 'smsLog'] as const,
  templates: ['admin-config-b', 'templates'] as const,
  regions: ['admin-config-b', 'regions'] as const,
  holidays: ['admin-config-b', 'holidays'] as const,
  systemConfigs: ['admin-config-b', 'systemConfigs'] as const,
  agreements: ['admin-config-b', 'agreements'] as const,
};

/** One user action: the payload and the Idempotency-Key that makes its retry harmless. */
export interface Action<T> {
  request: T;
  idempotencyKey: string;
}

/** A new action for a click of Save or Delete. */
export function actionOf<T>(request: T): Action<T> {
  return { request, idempotencyKey: crypto.randomUUID() };
}
